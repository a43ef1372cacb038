import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_FILE } from '../../src/state/index.js';
import { CLI, REPO, smallSite } from '../convert/support.js';

/**
 * Ctrl-C at a real survey prompt, in a pseudo-terminal (Python's pty module drives it): the
 * survey used to end with exit 1 and "User force closed the prompt", losing the answers given.
 */
const DRIVER = `
import os, pty, select, sys, time
pid, fd = pty.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
buf = b''
answered = False
deadline = time.time() + 600
while time.time() < deadline:
    r, _, _ = select.select([fd], [], [], 0.2)
    if not r:
        continue
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        break
    if not chunk:
        break
    buf += chunk
    prompts = buf.count(b'(default)')
    if not answered and prompts >= 1:
        time.sleep(0.3); os.write(fd, b'\\r'); answered = True; mark = len(buf)
    elif answered and buf[mark:].count(b'(default)') >= 1:
        time.sleep(0.3); os.write(fd, b'\\x03'); answered = None
_, status = os.waitpid(pid, 0)
sys.stdout.write(str(os.waitstatus_to_exitcode(status)) + '\\n' + buf.decode('utf8', 'replace')[-400:])
`;

const python = ['python3', 'python'].find((p) => spawnSync(p, ['-c', 'import pty'], { stdio: 'ignore' }).status === 0);

describe.skipIf(!python)('Ctrl-C at a survey prompt', () => {
  it('exits 130 with one line, and the answer given is saved in THEME_CONVERSION.md', () => {
    const dir = smallSite();
    const r = spawnSync(python!, ['-c', DRIVER, process.execPath, '--import', 'tsx', CLI, 'survey', dir], { cwd: REPO, encoding: 'utf8', timeout: 600_000 });
    const [code, ...screen] = r.stdout.split('\n');
    expect(Number(code), screen.join('\n')).toBe(130);
    expect(screen.join('\n')).toMatch(/survey cancelled \(Ctrl-C\); 1 answer\(s\) kept in THEME_CONVERSION.md/);
    expect(existsSync(path.join(dir, STATE_FILE))).toBe(true);
    expect(readFileSync(path.join(dir, STATE_FILE), 'utf8').match(/in the survey;/g)).toHaveLength(1);
    expect(existsSync(path.join(dir, '.pc-lock'))).toBe(false);
  }, 600_000);
});
