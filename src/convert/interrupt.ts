/**
 * Ctrl-C during `convert` (DESIGN §2: 130, state saved). Three moments:
 * - Before the commit nothing has been written, so no handler is installed: the signal ends the
 *   process at once, even inside a conversion step that runs for seconds without yielding (a
 *   JavaScript handler would only run after it). Shells report status 130; the site lock is
 *   removed by its watchdog (site-lock.ts).
 * - In the survey the prompt reads Ctrl-C itself: the answers given so far are saved and the run
 *   ends with 130 (SurveyInterrupted).
 * - From the commit on (`finishFirst`), Ctrl-C is remembered: the commit is finished (a replay
 *   would finish it anyway) and the run then ends with 130.
 */
export class InterruptGuard {
  private hit = false;
  private listening = false;
  private readonly onSignal = () => {
    this.hit = true;
  };

  /** From here on a Ctrl-C lets the commit finish and turns the exit code into 130. */
  finishFirst(): void {
    if (this.listening) return;
    this.listening = true;
    process.on('SIGINT', this.onSignal);
  }

  get interrupted(): boolean {
    return this.hit;
  }

  dispose(): void {
    if (this.listening) process.off('SIGINT', this.onSignal);
    this.listening = false;
  }
}
