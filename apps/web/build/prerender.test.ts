import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PAGE_DESCRIPTION } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml } from './prerender';

const template = `<!doctype html><html><head><meta name="description" content="Programa de pontos." /><title data-static>Programa de pontos · Clube</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('prerendered pages', () => {
  it('puts the page in #root, its title and description in the head', () => {
    const html = pageHtml(
      template,
      '<title>FAQ · Clube</title><!--$--><h1>Perguntas</h1><!--/$-->',
      'Dúvidas & "respostas"',
    );
    expect(html).toBe(
      '<!doctype html><html><head><meta name="description" content="Dúvidas &amp; &quot;respostas&quot;" /><title data-static>FAQ · Clube</title></head><body><div id="root" data-prerendered><!--$--><h1>Perguntas</h1><!--/$--></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it('writes only the head of a page the browser draws (the rules): title and description', () => {
    const html = pageHtml(template, '<title>Regulamento · Clube</title><h1>Regulamento</h1>', 'As regras', false);
    expect(html).toBe(
      '<!doctype html><html><head><meta name="description" content="As regras" /><title data-static>Regulamento · Clube</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it("marks a customer page with the role it was drawn for, keeping index.html's description", () => {
    const html = pageHtml(
      template,
      '<title>Meus pontos · Clube</title><h1>MEUS PONTOS</h1>',
      undefined,
      true,
      'CLIENTE',
    );
    expect(html).toBe(
      '<!doctype html><html><head><meta name="description" content="Programa de pontos." /><title data-static>Meus pontos · Clube</title></head><body><div id="root" data-prerendered="CLIENTE"><h1>MEUS PONTOS</h1></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it("starts every other page from index.html's description, the programme's default", () => {
    const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
    expect([...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1])).toEqual([
      DEFAULT_PAGE_DESCRIPTION,
    ]);
  });

  it('refuses a page React could not finish: the browser would draw it otherwise', () => {
    for (const unfinished of [
      '<!--$?--><template id="B:0"></template>',
      '<!--$!-->x<!--/$-->',
      '<script>$RC("B:0")</script>',
    ]) {
      expect(() => pageHtml(template, `<h1>x</h1>${unfinished}`, 'd')).toThrow(/left for the browser/);
    }
  });

  it('names one file per page', () => {
    expect(pageFile('/')).toBe('pages/home.html');
    expect(pageFile('/lojas-participantes')).toBe('pages/lojas-participantes.html');
    expect(pageFile('/shopkeeper/set-password')).toBe('pages/shopkeeper_set-password.html');
    expect(pageFile('/admin/extratos/pontuacao', 'DEDPREMIUM')).toBe('pages/admin_extratos_pontuacao-dedpremium.html');
    expect(pageFile('/admin/extratos/pontuacao', 'SMART')).toBe('pages/admin_extratos_pontuacao-smart.html');
  });
});
