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
  });
});
