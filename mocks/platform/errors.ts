import { PlatformError } from './platform-api';

/** Field path → error codes, as 400 bodies carry them (`line_items.0.price: ['price_changed']`). */
export type AttributeErrors = Record<string, string[]>;

export function addError(errors: AttributeErrors, key: string, code: string): void {
  const codes = (errors[key] ??= []);
  if (!codes.includes(code)) codes.push(code);
}

export const hasErrors = (errors: AttributeErrors): boolean => Object.keys(errors).length > 0;

/** 400 with one global code, the shape every purchase refusal takes (spec/2 §8). */
export const rejected = (code: string, attributeErrors: AttributeErrors = {}): PlatformError =>
  new PlatformError(400, { global_errors: [code], attribute_errors: attributeErrors });
