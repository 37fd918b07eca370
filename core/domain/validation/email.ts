import { textRule, type Rule } from './rule';

// RFC 5321 limits. Checking them first also keeps every pattern below on short text.
const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
const MAX_LABEL = 63;

/** The unquoted local part: the characters mail providers accept, dots only between them. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain label; letters of any script so "müller.de" (an IDN) passes. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
/** The top-level domain: letters, or its punycode form ("xn--p1ai"). */
const TOP_LEVEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

function isEmailAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS) return false;
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  if (at < 1 || local.length > MAX_LOCAL || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !TOP_LEVEL.test(labels[labels.length - 1] ?? '')) return false;
  return labels.every((label) => label.length <= MAX_LABEL && LABEL.test(label));
}

/** A plausible e-mail address (pattern only, no lookup); empty passes, `required` judges that. */
export const email: Rule = textRule('email', isEmailAddress);
