export type HeaderMap = Record<string, string>;

export interface HeaderRule {
  source: string;
  headers: HeaderMap;
}

export interface VercelConfig {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  cleanUrls: boolean;
  [key: string]: unknown;
}

export declare function inlineScriptHashes(html: string): string[];
export declare function contentSecurityPolicy(html: string, options?: { wasm?: boolean }): string;
export declare const IMMUTABLE: string;
export declare const SHORT: string;
export declare const REVALIDATE: string;
export declare function headerRules(html: string): HeaderRule[];
export declare function sourceToRegExp(source: string): RegExp;
export declare function headersFor(
  pathname: string,
  rules: readonly (HeaderRule | VercelConfig['headers'][number])[],
): HeaderMap;
export declare function vercelConfig(html: string): VercelConfig;
