import {
  fromBase64Url,
  hashPassword,
  passwordCost,
  SCRYPT_COST,
  type ScryptPasswordRecord,
} from './account/password-hash';
import { DEMO_PASSWORD } from './demo-players';

/**
 * The demo players' password (DEMO_PASSWORD), hashed once ahead of time with scrypt and a salt of
 * their own: seeding a fresh platform (every test, every reset) then costs no key derivation.
 */
const HASHES: Readonly<Record<string, { salt: string; hash: string }>> = {
  'spieler@tippwerk.de': { salt: '_eiKoP0l5AK3f4uR9voBNg', hash: 'YxrpLwPQxT8XnseHSUKJ7OPARtpFBCxxuMbYo6MJfUs' },
  'neu@tippwerk.de': { salt: 'B5aQIiSsTrjHhAUNNjICCg', hash: 'MzyjauBUdQSoUQSjpX6sQAl58y6PytMj6U-elS69BTA' },
  'gesperrt@tippwerk.de': { salt: 'okTZXiqpEI4_UEitVfzRlQ', hash: 'IqtUJlVlgfaxJsjkguAxydDl-Igff3WXEfSKfC1d5nY' },
  'ablauf@tippwerk.de': { salt: 'O76l4mUWPrSFMy_9eqtc8w', hash: '3EG5zgErVRKJu_hm2v6ZlDIhS34-_w36qV0S7KTix_U' },
  'betrug@tippwerk.de': { salt: 'XutqyoyJhKIWREYZgj38RQ', hash: 'HgpQZ9zD2C4hYM5BdrgM1vWcwVNR5RwR8mItYb9cq7E' },
};

/** At the tests' low cost (password-hash.ts), the same salts hashed once per process. */
const lowCost = new Map<string, ScryptPasswordRecord>();

export function demoPasswordHash(email: string): ScryptPasswordRecord {
  const stored = HASHES[email];
  if (!stored) throw new Error(`No precomputed password hash for demo player ${email}`);
  if (passwordCost() === SCRYPT_COST) return { scheme: 'scrypt', ...SCRYPT_COST, ...stored };
  let record = lowCost.get(email);
  if (!record) lowCost.set(email, (record = hashPassword(DEMO_PASSWORD, fromBase64Url(stored.salt))));
  return { ...record };
}
