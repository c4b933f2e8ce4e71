// nprogress 0.2.0 (a dependency of @rspress/core) ships no types.
declare module 'nprogress' {
  interface NProgressOptions {
    minimum: number;
    speed: number;
    trickle: boolean;
    trickleRate: number;
    trickleSpeed: number;
    showSpinner: boolean;
  }
  interface NProgress {
    settings: NProgressOptions;
    configure(options: Partial<NProgressOptions>): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
