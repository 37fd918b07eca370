/** The path whose title the product server's SEO data set last (head-manager.ts); page titles then stand back. */
let seoTitlePath: string | null = null;

export const markSeoTitle = (path: string): void => {
  seoTitlePath = path;
};

export const hasSeoTitle = (path: string): boolean => seoTitlePath === path;
