import { EXIT, ToolError } from '../diagnostics/tool-error.js';

/**
 * Ctrl-C during `convert` (DESIGN §2: exit 130, state saved). Before the commit nothing has been
 * written, so the run stops at the next checkpoint; once the commit has started it is finished
 * first (the journal would replay it anyway), and the run then ends with 130.
 */
export class InterruptGuard {
  private hit = false;
  private readonly onSignal = () => {
    this.hit = true;
  };

  constructor() {
    process.on('SIGINT', this.onSignal);
  }

  get interrupted(): boolean {
    return this.hit;
  }

  /** Throw (exit 130) if Ctrl-C was pressed; call between phases before the commit. */
  checkpoint(where: string): void {
    if (this.hit) throw new ToolError(`interrupted ${where}; nothing was written`, { exitCode: EXIT.interrupted });
  }

  dispose(): void {
    process.off('SIGINT', this.onSignal);
  }
}
