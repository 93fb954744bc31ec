import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { type ListQuery, useDrawnAnswer } from '../lib/use-drawn-answer';

type Answer = { rows: string[] };

/** What a list shows for its query, written down at every commit to the screen. */
function List({ query, seen }: { query: ListQuery<Answer>; seen: string[] }) {
  const drawn = useDrawnAnswer(query);
  const shown = drawn.isPending
    ? 'carregando'
    : drawn.isError
      ? 'erro'
      : drawn.data?.rows.length
        ? drawn.data.rows.join(',')
        : 'vazio';
  useLayoutEffect(() => {
    seen.push(shown);
  });
  return <p data-testid="list">{shown}</p>;
}

const pending: ListQuery<Answer> = { data: undefined, isPending: true, isError: false, refetch: () => {} };
const answered = (rows: string[]): ListQuery<Answer> => ({
  data: { rows },
  isPending: false,
  isError: false,
  refetch: () => {},
});

describe('useDrawnAnswer', () => {
  it('draws an arriving answer in a render of its own, the loading state staying until then and never the empty text', async () => {
    const seen: string[] = [];
    const { rerender } = render(<List query={pending} seen={seen} />);
    await act(async () => rerender(<List query={answered(['a', 'b'])} seen={seen} />));
    expect(screen.getByTestId('list').textContent).toBe('a,b');
    // The answer's own render keeps what was on screen; the rows come in the deferred one.
    expect(seen).toEqual(['carregando', 'carregando', 'a,b']);
  });

  it('keeps the previous page on screen while the next one is drawn, even an empty next page', async () => {
    const seen: string[] = [];
    const { rerender } = render(<List query={answered(['a'])} seen={seen} />);
    await act(async () => rerender(<List query={answered([])} seen={seen} />));
    expect(seen).toEqual(['a', 'a', 'vazio']);
  });

  it('shows a failure at once: there is no answer to draw', async () => {
    const seen: string[] = [];
    const { rerender } = render(<List query={pending} seen={seen} />);
    await act(async () =>
      rerender(<List query={{ data: undefined, isPending: false, isError: true, refetch: () => {} }} seen={seen} />),
    );
    expect(seen).toEqual(['carregando', 'erro']);
  });

  it('renders once when nothing changed in the answer', async () => {
    const seen: string[] = [];
    const query = answered(['a']);
    const { rerender } = render(<List query={query} seen={seen} />);
    await act(async () => rerender(<List query={{ ...query }} seen={seen} />));
    expect(seen).toEqual(['a', 'a']);
  });
});
