/** Server messages shown inline in red (SPEC §7: login and registration also show them in the form). */
export function ServerErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl bg-red-bg px-4 py-3 text-sm font-medium text-danger"
      data-testid="server-errors"
    >
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-4">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
