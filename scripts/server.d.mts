export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}
export declare function startServer(options: { root: string; port?: number; host?: string }): Promise<RunningServer>;
