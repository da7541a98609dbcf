import { describe, expect, it } from 'vitest';
import { checkPagePath } from '../../src/worker/platform/request/path-check';

describe('checkPagePath (spec §2 slug sanity check)', () => {
  it('lets ordinary and international slugs through', () => {
    for (const path of ['/', '/fr/calendrier-photo/', '/themes/4711', '/fotob%C3%BCcher', '/%F0%9F%8E%81', '/a-b_c.d/e~f']) {
      expect(checkPagePath(path), path).toBeNull();
    }
  });

  it('refuses broken percent-encoding', () => {
    for (const path of ['/%', '/%Z1', '/a%E0%A4%A', '/%C0%AF', '/%ED%A0%80']) {
      expect(checkPagePath(path), path).toEqual({ status: 400, problem: 'invalid percent-encoding' });
    }
  });

  it('refuses control characters', () => {
    for (const path of ['/%00', '/a%0Ab', '/%0d%0a', '/%7F', '/%C2%9B']) {
      expect(checkPagePath(path), path).toEqual({ status: 400, problem: 'control character in path' });
    }
  });

  it('refuses traversal and encoded slashes', () => {
    expect(checkPagePath('/a/%2e%2e/b')).toEqual({ status: 400, problem: 'path traversal' });
    expect(checkPagePath('/%2E')).toEqual({ status: 400, problem: 'path traversal' });
    expect(checkPagePath('/..%2f..%2fetc')).toEqual({ status: 400, problem: 'encoded slash in path' });
    expect(checkPagePath('/%5Cevil')).toEqual({ status: 400, problem: 'encoded slash in path' });
  });

  it('refuses over-long paths', () => {
    expect(checkPagePath(`/${'x'.repeat(1024)}`)).toEqual({ status: 414, problem: 'path too long' });
    expect(checkPagePath(`/${'x'.repeat(1022)}`)).toBeNull();
    expect(checkPagePath(`/${'x/'.repeat(25)}`)).toEqual({ status: 414, problem: 'too many path segments' });
  });
});
