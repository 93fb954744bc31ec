import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PAGE_DESCRIPTION, FIRST_PICTURE_ATTRIBUTE as SERVER_READS } from '@mall/shared';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_PICTURE_ATTRIBUTE, pageChunks, pageFile, pageHtml } from './prerender';

const template = `<!doctype html><html><head><meta name="description" content="Programa de pontos." /><title data-static>Programa de pontos · Clube</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('prerendered pages', () => {
  it('puts the page in #root, its title and description in the head', () => {
    const html = pageHtml(template, '<title>FAQ · Clube</title><!--$--><h1>Perguntas</h1><!--/$-->', {
      description: 'Dúvidas & "respostas"',
    });
    expect(html).toBe(
      '<!doctype html><html><head><meta name="description" content="Dúvidas &amp; &quot;respostas&quot;" /><title data-static>FAQ · Clube</title></head><body><div id="root" data-prerendered><!--$--><h1>Perguntas</h1><!--/$--></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it('writes only the head of a page the browser draws (the rules): title and description', () => {
    const html = pageHtml(template, '<title>Regulamento · Clube</title><h1>Regulamento</h1>', {
      description: 'As regras',
      body: false,
    });
    expect(html).toBe(
      '<!doctype html><html><head><meta name="description" content="As regras" /><title data-static>Regulamento · Clube</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it("marks a customer page with the role it was drawn for, keeping index.html's description", () => {
    const html = pageHtml(template, '<title>Meus pontos · Clube</title><h1>MEUS PONTOS</h1>', { role: 'CLIENTE' });
    expect(html).toBe(
      '<!doctype html><html><head><meta name="description" content="Programa de pontos." /><title data-static>Meus pontos · Clube</title></head><body><div id="root" data-prerendered="CLIENTE"><h1>MEUS PONTOS</h1></div><script type="module" src="/assets/index.js"></script></body></html>',
    );
  });

  it('names on #root the day the page was drawn on, which the browser takes it over with', () => {
    const html = pageHtml(template, '<title>Extrato · Clube</title><h1>EXTRATO</h1>', {
      role: 'SMART',
      day: '2026-12-31',
    });
    expect(html).toContain('<div id="root" data-prerendered="SMART" data-drawn-on="2026-12-31"><h1>EXTRATO</h1></div>');
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
      expect(() => pageHtml(template, `<h1>x</h1>${unfinished}`, { description: 'd' })).toThrow(/left for the browser/);
    }
  });

  it('names one file per page', () => {
    expect(pageFile('/')).toBe('pages/home.html');
    expect(pageFile('/lojas-participantes')).toBe('pages/lojas-participantes.html');
    expect(pageFile('/shopkeeper/set-password')).toBe('pages/shopkeeper_set-password.html');
    expect(pageFile('/admin/extratos/pontuacao', 'DEDPREMIUM')).toBe('pages/admin_extratos_pontuacao-dedpremium.html');
    expect(pageFile('/admin/extratos/pontuacao', 'SMART')).toBe('pages/admin_extratos_pontuacao-smart.html');
  });

  it("asks for the page's own script files beside the entry, before the reads it preloads", () => {
    const html = pageHtml(template, '<title>FAQ · Clube</title><h1>Perguntas</h1>', {
      preload: ['/api/faqs'],
      modules: ['assets/faq-page-abc1234.js'],
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/faq-page-abc1234.js" /><link rel="preload" as="fetch" href="/api/faqs" crossorigin="anonymous" /></head>',
    );
  });

  it("leaves a list's first picture for the server to name, with the sizes its grid draws it at, early in the head", () => {
    const html = pageHtml(template, '<title>Benefícios · Clube</title><h1>Benefícios</h1>', {
      role: 'CLIENTE',
      preload: ['/api/prizes/active?page=1&limit=12'],
      picture: { of: '/api/prizes/active?page=1&limit=12', sizes: '(min-width: 640px) 50vw, 100vw' },
    });
    // The attribute the server looks for.
    expect(FIRST_PICTURE_ATTRIBUTE).toBe(SERVER_READS);
    // Ahead of everything else the head asks for (the fonts, the scripts), so it is not queued behind
    // them, and after the viewport's width, which its sizes depend on.
    const link =
      '<link rel="preload" as="image" fetchpriority="high" data-first-picture-of="/api/prizes/active?page=1&amp;limit=12" imagesizes="(min-width: 640px) 50vw, 100vw" />';
    expect(html).toContain(`<head>${link}<meta name="description"`);
    const withViewport = pageHtml(
      template.replace(
        '<head>',
        '<head><link rel="preload" as="font" href="/a.woff2" /><meta name="viewport" content="width=device-width" />',
      ),
      '<title>Benefícios · Clube</title><h1>Benefícios</h1>',
      {
        role: 'CLIENTE',
        picture: { of: '/api/prizes/active?page=1&limit=12', sizes: '(min-width: 640px) 50vw, 100vw' },
      },
    );
    expect(withViewport).toContain(
      `<meta name="viewport" content="width=device-width" />${link}<meta name="description"`,
    );
  });
});

describe("a page's script files", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['/app/src/main.tsx', '/app/src/app/app.tsx'], ['assets/shell.js'], true),
      chunk('assets/shell.js', ['/app/src/app/footer.tsx']),
      chunk('assets/faq-page.js', ['/app/src/features/faqs/faq-page.tsx'], ['assets/index.js', 'assets/reads.js']),
      chunk('assets/reads.js', ['/app/src/lib/api/client.ts'], ['assets/shell.js', 'assets/format.js']),
      chunk('assets/format.js', ['/app/src/lib/format.ts']),
      chunk('assets/admin.js', ['/app/src/features/admin/admin-page.tsx'], ['assets/reads.js']),
    ].map((c) => [c.fileName, c]),
  ) as Rolldown.OutputBundle;

  it('are the chunks holding what its render loaded, with what they import, less what index.html loads', () => {
    expect(
      pageChunks(bundle, [
        '/app/src/features/faqs/faq-page.tsx',
        '/app/src/rules.md?tree',
        '/node_modules/react/index.js',
      ]),
    ).toEqual(['assets/faq-page.js', 'assets/format.js', 'assets/reads.js']);
  });

  it('are none when the render loaded nothing of its own', () => {
    expect(pageChunks(bundle, ['/app/src/app/footer.tsx'])).toEqual([]);
    expect(pageChunks(bundle, [])).toEqual([]);
  });
});
