import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it("reads the server's file name from Content-Disposition, else the fallback", () => {
    expect(fileNameOf('attachment; filename="meus-dados-2026-03-02.csv"', 'x')).toBe('meus-dados-2026-03-02.csv');
    expect(fileNameOf('attachment; filename=dados.json', 'x')).toBe('dados.json');
    expect(fileNameOf('inline', 'exportOwnData')).toBe('exportOwnData');
    expect(fileNameOf(null, 'exportOwnData')).toBe('exportOwnData');
  });
});
