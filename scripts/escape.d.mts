export declare const escapeMarkup: (text: string) => string;
