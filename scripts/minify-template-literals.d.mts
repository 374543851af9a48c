export declare function minifyCss(text: string): string;
export declare function minifyCssParts(parts: readonly string[]): string[] | null;
export declare function minifyHtml(text: string): string;
export declare function minifyLiterals(code: string, fileName?: string): string;
export declare function minifyTemplateLiterals(): { name: string; transform(code: string, id: string): { code: string; map: null } | null };
