import { act, type ComponentType, lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEarlyTaps } from './early-taps';

// A prerendered page in miniature: a header React takes over at once, and a page whose code
// arrives later (React.lazy), as the app's routes load theirs.

function Page({ onTap }: { onTap: () => void }) {
  const [taps, setTaps] = useState(0);
  return (
    <form action="/enviado">
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          setTaps((n) => n + 1);
          onTap();
        }}
      >
        <span>Cadastre-se</span>
      </button>
      <output>{taps}</output>
      <a href="#regulamento">Regulamento</a>
    </form>
  );
}

function App({
  LazyPage,
  onTap,
  onMenu,
}: {
  LazyPage: ComponentType<{ onTap: () => void }>;
  onTap: () => void;
  onMenu: () => void;
}) {
  return (
    <>
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <Suspense fallback={<p>Carregando...</p>}>
        <LazyPage onTap={onTap} />
      </Suspense>
    </>
  );
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanup) undo();
  cleanup = [];
  document.body.innerHTML = '';
});

/** The page drawn at build, and React taking it over with the page's code held back until `arrive`. */
async function prerendered() {
  const onTap = vi.fn();
  const onMenu = vi.fn();
  const root = document.createElement('div');
  root.innerHTML = renderToString(<App LazyPage={Page} onTap={onTap} onMenu={onMenu} />);
  document.body.append(root);
  let arrive: () => void = () => {};
  const code = new Promise<{ default: typeof Page }>((resolve) => {
    arrive = () => resolve({ default: Page });
  });
  const LazyPage = lazy(() => code);
  await act(async () => {
    const react = hydrateRoot(root, <App LazyPage={LazyPage} onTap={onTap} onMenu={onMenu} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    cleanup.push(() => react.unmount());
    const taps = answerEarlyTaps(root);
    cleanup.push(taps.stop);
  });
  const button = () => root.querySelector('button[type="submit"]') as HTMLButtonElement;
  return { root, onTap, onMenu, button, arrive: () => act(async () => arrive()) };
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('answerEarlyTaps', () => {
  it('answers a tap on a part still waiting for its code once the code arrives, once', async () => {
    const { onTap, button, arrive } = await prerendered();
    const drawn = button();
    const tap = click(drawn.querySelector('span') as Element);
    // Held: the form is not sent the browser's way meanwhile.
    expect(tap.defaultPrevented).toBe(true);
    expect(onTap).not.toHaveBeenCalled();
    await arrive();
    await vi.waitFor(() => expect(onTap).toHaveBeenCalledTimes(1));
    // React kept the drawn button and answered on it.
    expect(button()).toBe(drawn);
    expect(document.querySelector('output')?.textContent).toBe('1');
    await new Promise((r) => setTimeout(r, 200));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('leaves alone what React answers already, and links', async () => {
    const { root, onTap, onMenu, button, arrive } = await prerendered();
    const menu = click(root.querySelector('button[type="button"]') as Element);
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(menu.defaultPrevented).toBe(false);
    expect(click(root.querySelector('a') as Element).defaultPrevented).toBe(false);
    await arrive();
    click(button());
    expect(onTap).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onMenu).toHaveBeenCalledTimes(1);
  });

  it('answers only the last of several early taps', async () => {
    const { onTap, button, arrive } = await prerendered();
    click(button());
    click(button());
    await arrive();
    await vi.waitFor(() => expect(onTap).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
