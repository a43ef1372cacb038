import { it } from 'vitest';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';
const pkg = (deps: Record<string, string>) => JSON.stringify({ name: 'x', dependencies: deps });
const page = (name: string, body: string) => `export default function ${name}() {\n  return ${body};\n}\n`;
it('probe', async () => {
  const files: Record<string, string> = {
    'package.json': pkg({ react: '^18.3.1', 'react-router-dom': '^6.26.0' }),
    'src/App.jsx': `import { Routes, Route, Navigate } from "react-router-dom";
import Home from "./pages/Home"; import Booking from "./pages/Reserve"; import Newsletter from "./pages/Newsletter"; import Quote from "./pages/GetQuote";
import Catering from "./pages/Catering"; import Delivery from "./pages/Delivery"; import Returns from "./pages/Returns"; import Disclosure from "./pages/Disclosure";
import Rings from "./pages/Rings"; import Thanks from "./pages/OrderConfirmation"; import OrderView from "./pages/OrderView"; import PayReturn from "./pages/PaymentReturn";
export default function App() { return <Routes>
<Route path="/" element={<Home />} /><Route path="/reserve" element={<Booking />} /><Route path="/newsletter" element={<Newsletter />} /><Route path="/get-quote" element={<Quote />} />
<Route path="/catering" element={<Catering />} /><Route path="/contact" element={<Navigate to="/catering" />} />
<Route path="/delivery" element={<Delivery />} /><Route path="/returns" element={<Returns />} /><Route path="/disclosure" element={<Disclosure />} />
<Route path="/rings" element={<Rings />} /><Route path="/order-confirmation" element={<Thanks />} /><Route path="/orders/:id" element={<OrderView />} /><Route path="/payment/return" element={<PayReturn />} />
</Routes>; }`,
    'src/pages/Home.jsx': page('Home', '<h1>Home</h1>'),
    'src/pages/Reserve.jsx': page('Reserve', '<form><input name="date" /><input name="guests" /><button>Reserve a table</button></form>'),
    'src/pages/Newsletter.jsx': page('Newsletter', '<form><input type="email" /><button>Subscribe</button></form>'),
    'src/pages/GetQuote.jsx': page('GetQuote', '<form><input name="name" /><textarea /><button>Request a quote</button></form>'),
    'src/pages/Catering.jsx': page('Catering', '<form><input name="name" /><button>Send enquiry</button></form>'),
    'src/pages/Delivery.jsx': page('Delivery', '<div><h1>Delivery information</h1><p>We ship within 3 days.</p></div>'),
    'src/pages/Returns.jsx': page('Returns', '<div><h1>Returns</h1><p>30 days.</p></div>'),
    'src/pages/Disclosure.jsx': page('Disclosure', '<div><h1>Disclosure</h1><p>Affiliate links.</p></div>'),
    'src/pages/Rings.jsx': 'import { products } from "../data";\nexport default function Rings() {\n  const list = products.filter((p) => p.category === "rings");\n  return <div>{list.map((p) => <div key={p.id}>{p.name} {p.price}</div>)}</div>;\n}\n',
    'src/data.js': 'export const products = [{ id: 1, name: "A", price: 1, category: "rings" }];\n',
    'src/pages/OrderConfirmation.jsx': page('OrderConfirmation', '<div><h1>Thank you for your order</h1></div>'),
    'src/pages/OrderView.jsx': page('OrderView', '<div><h1>Order</h1></div>'),
    'src/pages/PaymentReturn.jsx': page('PaymentReturn', '<div><h1>Payment complete</h1></div>'),
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'probe-'));
  for (const [f, t] of Object.entries(files)) { await mkdir(path.dirname(path.join(dir, f)), { recursive: true }); await writeFile(path.join(dir, f), t); }
  const a = await analyzeSite(await loadSite(dir));
  for (const p of a.pages) console.log(p.file, p.route, p.class, p.canonical, (p as any).rule, JSON.stringify(p.evidence));
});
