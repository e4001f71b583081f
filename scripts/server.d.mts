export interface ServerOptions {
  /** The folder to serve; `dist` by default. */
  root?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export declare function startServer(options?: ServerOptions): Promise<RunningServer>;
