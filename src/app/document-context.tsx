import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config';

/** What the document needs from its request: the response's CSP nonce and the browser's runtime configuration. */
export interface DocumentValues {
  /** The response's CSP nonce ('' in the browser, which hides it from scripts). */
  readonly nonce: string;
  readonly config: RuntimeConfig;
}

const DocumentContext = createContext<DocumentValues>({ nonce: '', config: { apiBaseUrl: '' } });

export function DocumentProvider({ value, children }: { value: DocumentValues; children: ReactNode }) {
  return <DocumentContext.Provider value={value}>{children}</DocumentContext.Provider>;
}

export const useDocumentValues = (): DocumentValues => useContext(DocumentContext);
