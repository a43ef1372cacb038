import { promises as fsp } from 'node:fs';
import path from 'node:path';

/**
 * Generates a large, realistic React site for the benchmark: a Lovable/Base44-style mix of TS and
 * JS pages with react-query and useEffect data loading, Supabase chains and Base44 entity calls,
 * shadcn-like UI components, wrapper hooks, a router, and plenty of plain presentational components.
 */
const CATS = ['Product', 'Service', 'Order', 'Post', 'Faq', 'Career', 'Review', 'Category'];
const pick = <T,>(arr: T[], i: number) => arr[i % arr.length];

function page(i: number, ts: boolean): string {
  const entity = pick(CATS, i);
  const table = entity.toLowerCase() + 's';
  const typed = ts ? `: { title?: string }` : '';
  return `import { useEffect, useState } from "react";
import { useQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { base44 } from "@/api/base44Client";
import { Card${i % 7} } from "@/components/card-${i % 400}";
import { Button } from "@/components/ui/button";

// Page ${i}: lists ${table} and lets the visitor filter them.
export default function Page${i}(props${typed}) {
  const qc = useQueryClient();
  const [filter, setFilter] = useState${ts ? '<string>' : ''}("all");
  const [extra, setExtra] = useState${ts ? '<any[]>' : ''}([]);
  const { data = [], isLoading } = useQuery({
    queryKey: ["${table}", filter],
    queryFn: async () => {
      const { data, error } = await supabase
        .from("${table}")
        .select("*, categories(name)")
        .eq("is_active", true)
        .order("created_at", { ascending: false })
        .range(0, 23);
      if (error) throw error;
      return data;
    },
  });
  useEffect(() => {
    base44.entities.${entity}.list("-created_date", 20).then(setExtra).catch(() => {});
  }, []);
  const save = useMutation({
    mutationFn: (row${ts ? ': any' : ''}) => supabase.from("${table}").insert(row),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["${table}"] }),
  });
  if (isLoading) return <div className="p-8 text-center text-muted-foreground">Loading…</div>;
  return (
    <section className="container mx-auto px-4 py-16 md:py-24">
      <h1 className="text-4xl font-bold tracking-tight mb-6">{props.title ?? "${entity} list ${i}"}</h1>
      <div className="flex gap-2 mb-8">
        {["all", "new", "sale"].map((f) => (
          <Button key={f} variant={f === filter ? "default" : "outline"} onClick={() => setFilter(f)}>
            {f}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-1 sm:grid-cols-2 lg:grid-cols-4 gap-6">
        {[...data, ...extra].map((row${ts ? ': any' : ''}) => (
          <Card${i % 7} key={row.id} item={row} onSave={() => save.mutate(row)} />
        ))}
      </div>
    </section>
  );
}
`;
}

function component(i: number, ts: boolean): string {
  const props = ts ? `{ item, onSave }: { item: { id: string; name?: string; title?: string; price?: number; image_url?: string }; onSave?: () => void }` : '{ item, onSave }';
  let body = '';
  for (let k = 0; k < 7; k++) {
    body += `export function Card${k}(${props}) {
  const label = item.title ?? item.name ?? "Untitled";
  return (
    <div className="group rounded-xl border bg-card shadow-sm transition hover:shadow-lg hover:-translate-y-1">
      {item.image_url && <img src={item.image_url} alt={label} className="aspect-square w-full rounded-t-xl object-cover" />}
      <div className="p-4 space-y-2">
        <h3 className="font-semibold text-lg line-clamp-1">{label}</h3>
        {typeof item.price === "number" && <p className="text-primary font-bold">{item.price.toFixed(2)} SAR</p>}
        <button type="button" className="ml-auto rounded-md bg-primary px-3 py-1 text-sm text-primary-foreground" onClick={onSave}>
          Add to cart
        </button>
      </div>
    </div>
  );
}

`;
  }
  return `import React from "react";\n\n/* Card variants, generated ${i}. */\n${body}`;
}

function hook(i: number): string {
  return `import { useQuery } from "@tanstack/react-query";
import axios from "axios";

const api = axios.create({ baseURL: import.meta.env.VITE_API_URL });

export async function fetchThing${i}(id: string) {
  const res = await api.get(\`/api/things/\${id}\`);
  return res.data;
}

export function useThing${i}(id: string) {
  return useQuery({ queryKey: ["thing", ${i}, id], queryFn: () => fetchThing${i}(id), enabled: !!id });
}

export async function sendLead${i}(body: Record<string, unknown>) {
  const r = await fetch("/api/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return r.json();
}
`;
}

const UI_BUTTON = `import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const buttonVariants = cva("inline-flex items-center justify-center rounded-md text-sm font-medium", {
  variants: { variant: { default: "bg-primary text-primary-foreground", outline: "border border-input" } },
  defaultVariants: { variant: "default" },
});

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {}

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(({ className, variant, ...props }, ref) => (
  <button ref={ref} className={cn(buttonVariants({ variant }), className)} {...props} />
));
Button.displayName = "Button";
`;

export interface GenerateOptions {
  pages: number;
  components: number;
  hooks: number;
}

/** Writes the site under `dir` and returns the number of script files written. */
export async function generateSite(dir: string, o: GenerateOptions): Promise<number> {
  await fsp.rm(dir, { recursive: true, force: true });
  const w = async (rel: string, text: string) => {
    const abs = path.join(dir, rel);
    await fsp.mkdir(path.dirname(abs), { recursive: true });
    await fsp.writeFile(abs, text);
  };
  let n = 0;
  await w('package.json', JSON.stringify({ name: 'bench-site', private: true, type: 'module', dependencies: { react: '^18.3.1', '@supabase/supabase-js': '^2', '@base44/sdk': '^0.8', axios: '^1', '@tanstack/react-query': '^5', 'react-router-dom': '^6' } }, null, 2));
  await w('index.html', '<!doctype html><html lang="en"><head><title>Bench</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>');
  await w('vite.config.ts', `import { defineConfig } from "vite";\nimport react from "@vitejs/plugin-react-swc";\nimport path from "path";\nexport default defineConfig({ plugins: [react()], resolve: { alias: { "@": path.resolve(__dirname, "./src") } } });\n`);
  await w('src/integrations/supabase/client.ts', `import { createClient } from "@supabase/supabase-js";\nexport const supabase = createClient(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY);\n`);
  await w('src/api/base44Client.js', `import { createClient } from "@base44/sdk";\nexport const base44 = createClient({ appId: "bench", requiresAuth: false });\n`);
  await w('src/lib/utils.ts', `import { clsx, type ClassValue } from "clsx";\nimport { twMerge } from "tailwind-merge";\nexport function cn(...inputs: ClassValue[]) { return twMerge(clsx(inputs)); }\n`);
  await w('src/components/ui/button.tsx', UI_BUTTON);
  n += 5;
  const routes: string[] = [];
  const imports: string[] = [];
  for (let i = 0; i < o.pages; i++) {
    const ts = i % 3 !== 0;
    await w(`src/pages/Page${i}.${ts ? 'tsx' : 'jsx'}`, page(i, ts));
    imports.push(`import Page${i} from "./pages/Page${i}";`);
    routes.push(`        <Route path="/p/${i}" element={<Page${i} />} />`);
    n++;
  }
  for (let i = 0; i < o.components; i++) {
    const ts = i % 2 === 0;
    await w(`src/components/card-${i}.${ts ? 'tsx' : 'jsx'}`, component(i, ts));
    n++;
  }
  for (let i = 0; i < o.hooks; i++) {
    await w(`src/hooks/use-thing-${i}.ts`, hook(i));
    n++;
  }
  await w('src/App.tsx', `import { BrowserRouter, Routes, Route } from "react-router-dom";\n${imports.join('\n')}\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n${routes.join('\n')}\n      </Routes>\n    </BrowserRouter>\n  );\n}\n`);
  await w('src/main.tsx', `import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")!).render(<App />);\n`);
  return n + 2;
}
