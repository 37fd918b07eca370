import { describe, expect, it } from 'vitest';
import { redact } from '../../core/domain/redact';

describe('redact', () => {
  it('hides bearer tokens, keeping the scheme as written', () => {
    expect(redact('Authorization: Bearer abc.DEF-123_~+/=')).toBe('Authorization: Bearer [redacted]');
    expect(redact('authorization: bearer   xyz and more')).toBe('authorization: bearer   [redacted] and more');
  });

  it.each([
    ['access_token=abc123&x=1', 'access_token=[redacted]&x=1'],
    ['refresh_token=abc123', 'refresh_token=[redacted]'],
    ['recovery_token=abc123', 'recovery_token=[redacted]'],
    ['password_recovery_token=abc123', 'password_recovery_token=[redacted]'],
    ['token=abc123 rest', 'token=[redacted] rest'],
    ['password=geheim1!', 'password=[redacted]'],
    ['new_password=neu&old_password=alt', 'new_password=[redacted]&old_password=[redacted]'],
    ['code=123456', 'code=[redacted]'],
    ['{"password":"geheim","user":"a"}', '{"password":"[redacted]","user":"a"}'],
    ["{'token': 'abc', n: 1}", "{'token': '[redacted]', n: 1}"],
    ['{"Password" : "x"}', '{"Password" : "[redacted]"}'],
    ['TOKEN=abc', 'TOKEN=[redacted]'],
    ['{"code":1234}', '{"code":[redacted]}'],
  ])('hides the value of %j', (text, redacted) => {
    expect(redact(text)).toBe(redacted);
  });

  it('leaves text without secrets alone', () => {
    expect(redact('GET /draws?lottery=lotto6aus49 answered 500')).toBe('GET /draws?lottery=lotto6aus49 answered 500');
    expect(redact('Bearer')).toBe('Bearer');
    expect(redact('token')).toBe('token');
  });

  it('hides the stored secrets wherever they appear, if they are at least 6 characters long', () => {
    expect(redact('failed for s3cr3t-session and s3cr3t-session again', ['s3cr3t-session'])).toBe(
      'failed for [redacted] and [redacted] again',
    );
    expect(redact('abcdef in text', ['abcdef'])).toBe('[redacted] in text');
    expect(redact('abcde in text', ['abcde'])).toBe('abcde in text');
    expect(redact('x in text', [''])).toBe('x in text');
    expect(redact('long-secret-1 long-secret-2', ['long-secret-1', 'long-secret-2'])).toBe('[redacted] [redacted]');
  });
});
