import { describe, expect, it } from 'vitest';
import { lazyRules } from '../../../src/forms/lazy-rules';

describe('lazyRules (a shell form’s class-validator rules, imported on first use)', () => {
  it('imports once for every caller and then answers the rules at once', async () => {
    let imports = 0;
    const rules = lazyRules(() => (imports++, Promise.resolve('rules')));
    expect(rules.loaded()).toBeNull();
    expect(await Promise.all([rules.load(), rules.load()])).toEqual(['rules', 'rules']);
    expect(await rules.load()).toBe('rules');
    expect(rules.loaded()).toBe('rules');
    expect(imports).toBe(1);
  });

  it('tries a failed import again on the next use', async () => {
    let imports = 0;
    const rules = lazyRules(() => (++imports === 1 ? Promise.reject(new Error('chunk lost')) : Promise.resolve(42)));
    await expect(rules.load()).rejects.toThrow('chunk lost');
    expect(rules.loaded()).toBeNull();
    expect(await rules.load()).toBe(42);
    expect(imports).toBe(2);
  });
});
