import { Link, useActionData, useFetcher } from "react-router";
import { demoRef, formatRef, productHref } from "~/modules/attribution/ref";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/content/useHydrated";
import {
  applyRoomEvents,
  ENDED_MESSAGE,
  formatStreamTime,
  MAX_MESSAGE_LENGTH,
  MAX_POLL_OPTIONS,
  MAX_QUESTION_LENGTH,
  messageParts,
  REMOVED_MESSAGE,
  type PinnedProductView,
  type PollView,
  type RoomEventView,
  type RoomState,
} from "~/modules/live/room";

export interface LiveRoomData {
  host: boolean;
  watching: number;
  pinnable: { id: string; title: string; pinned: boolean }[];
  state: RoomState;
  /** The viewer's vote is kept with its poll's id: a poll opened later (streamed in) is still open to them. */
  viewer: { id: string; votedQuestionIds: string[]; pollVote: { pollId: string; optionId: string } | null };
}

type RoomActionData = { room?: { intent: string; target: string; ok: boolean; error?: string; message?: string } };

const panel = "rounded-xl border border-slate-200 p-4 dark:border-slate-800";
const input =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";
const primary =
  "rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const quiet =
  "rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800";

/** One EventSource per tab: streamed room events after the server-rendered state, plus presence and removal. */
function useRoomStream(demoId: string, after: string, onEnded?: () => void) {
  const [events, setEvents] = useState<RoomEventView[]>([]);
  // The latest callback, read when the event arrives (the stream itself opens once per demo).
  const endedCallback = useRef(onEnded);
  useEffect(() => {
    endedCallback.current = onEnded;
  });
  const [watching, setWatching] = useState<number | null>(null);
  const [removed, setRemoved] = useState(false);
  const [ended, setEnded] = useState<{ replayUrl: string | null } | null>(null);
  const [refused, setRefused] = useState(false);
  const firstAfter = useRef(after);
  useEffect(() => {
    const source = new EventSource(`/demo/${encodeURIComponent(demoId)}/events?after=${firstAfter.current}`);
    source.onmessage = (e) => {
      const view = JSON.parse(e.data) as RoomEventView;
      // The host or an admin ended the demo: the room is closed (reconnecting would only be refused).
      if (view.kind === "demo_ended") {
        source.close();
        setEnded({ replayUrl: view.replayUrl });
        endedCallback.current?.();
      }
      setEvents((list) => [...list, view].slice(-500));
    };
    source.addEventListener("presence", (e) => setWatching(Number((e as MessageEvent).data)));
    source.addEventListener("removed", () => {
      source.close();
      setRemoved(true);
    });
    // A network error leaves the source reconnecting by itself; CLOSED means the server answered something other
    // than a stream (e.g. 429: too many streams for this session or address, ADR 044), and the browser gave up.
    source.onerror = () => setRefused(source.readyState === EventSource.CLOSED);
    return () => source.close();
  }, [demoId]);
  return { events, watching, removed, ended, refused };
}

/** A room form: a plain POST back to the page without JavaScript, a fetcher (page stays in place) with it. */
function RoomForm({
  intent,
  target = "",
  fields = {},
  children,
  className,
  resetOnSuccess = false,
}: {
  intent: string;
  target?: string;
  fields?: Record<string, string>;
  children: (state: { pending: boolean; error?: string }) => ReactNode;
  className?: string;
  resetOnSuccess?: boolean;
}) {
  const fetcher = useFetcher<RoomActionData>({ key: `room-${intent}-${target}` });
  const hydrated = useHydrated();
  const actionData = useActionData<RoomActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const result =
    fetcher.data?.room ??
    (actionData?.room?.intent === intent && actionData.room.target === target ? actionData.room : undefined);
  useEffect(() => {
    if (resetOnSuccess && fetcher.state === "idle" && fetcher.data?.room?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data, resetOnSuccess]);
  return (
    <fetcher.Form method="post" ref={formRef} className={className} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name="inPlace" value="1" /> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ pending: fetcher.state !== "idle", error: result && !result.ok ? result.error : undefined })}
    </fetcher.Form>
  );
}

function FormError({ error, id }: { error?: string; id: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : null;
}

function MessageBody({ body }: { body: string }) {
  return (
    <>
      {messageParts(body).map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            rel="nofollow noopener noreferrer"
            target="_blank"
            className="text-brand-700 underline dark:text-brand-100"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The room after its demo ended while it was open (a `demo_ended` event); without JS the next load shows the replay. */
function RoomEnded({ demoId, replayUrl }: { demoId: string; replayUrl: string | null }) {
  return (
    <section
      id="room"
      role="status"
      aria-labelledby="room-ended"
      className={`${panel} mt-6 space-y-2`}
      data-testid="room-ended"
    >
      <h2 id="room-ended" className="text-xl font-semibold">
        {ENDED_MESSAGE}
      </h2>
      {replayUrl ? (
        <p>
          <a
            href={replayUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="font-semibold text-brand-700 underline dark:text-brand-100"
          >
            Watch the replay
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The host will add the recording here when it is ready.
        </p>
      )}
      <p className="text-sm">
        {/* A full load: the page then renders the replay and the room's summary. */}
        <a href={`/demo/${encodeURIComponent(demoId)}`} className="text-brand-700 underline dark:text-brand-100">
          See the demo's summary
        </a>
      </p>
    </section>
  );
}

/** `refreshHref` differs from the current URL (not only by its #anchor), so following it always reloads the room. */
export function LiveRoom({
  demoId,
  room,
  refreshHref,
  onEnded,
}: {
  demoId: string;
  room: LiveRoomData;
  refreshHref: string;
  /** The demo ended while the room was open (streamed): the page around it stops showing it as live. */
  onEnded?: () => void;
}) {
  const { events, watching, removed, ended, refused } = useRoomStream(demoId, room.state.lastEventId, onEnded);
  const state = useMemo(() => applyRoomEvents(room.state, events), [room.state, events]);
  const voted = new Set(room.viewer.votedQuestionIds);
  const chatEnd = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const answeredSeen = useRef(new Set(room.state.questions.filter((q) => q.answered).map((q) => q.id)));

  // Screen readers hear newly answered questions (politely, one at a time), not every chat line.
  useEffect(() => {
    const fresh = state.questions.filter((q) => q.answered && !answeredSeen.current.has(q.id));
    for (const q of fresh) answeredSeen.current.add(q.id);
    if (fresh.length > 0) setAnnouncement(`Answered: ${fresh.map((q) => q.body).join("; ")}`);
  }, [state.questions]);

  // Follow new chat lines only while the reader is already at the bottom (their scroll position is kept otherwise).
  useEffect(() => {
    const list = chatEnd.current;
    if (list && list.scrollHeight - list.scrollTop - list.clientHeight < 80) list.scrollTop = list.scrollHeight;
  }, [state.messages.length]);

  if (removed)
    return (
      <p className={`${panel} mt-6 font-semibold`} role="alert">
        {REMOVED_MESSAGE}
      </p>
    );
  if (ended) return <RoomEnded demoId={demoId} replayUrl={ended.replayUrl} />;

  return (
    <section id="room" aria-labelledby="room-title" className="mt-6 space-y-6" data-testid="live-room">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="room-title" className="text-xl font-semibold">
          Live room
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span data-testid="watching">{watching ?? room.watching} watching</span> ·{" "}
          <a href={refreshHref} className="font-semibold text-brand-700 underline dark:text-brand-100">
            Refresh
          </a>
        </p>
      </div>
      {refused ? (
        <p
          role="status"
          className="text-sm font-medium text-amber-800 dark:text-amber-300"
          data-testid="stream-refused"
        >
          Live updates stopped: too many live streams may be open for your session or network, or the server is busy.
          Close other tabs with a live room, then{" "}
          <a href={refreshHref} className="font-semibold underline">
            reconnect
          </a>
          .
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {state.pinned.length > 0 || room.host ? (
        <section id="pinned" aria-labelledby="pinned-title" className={panel}>
          <h3 id="pinned-title" className="font-semibold">
            Pinned products
          </h3>
          {state.pinned.length > 0 ? (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {state.pinned.map((p) => (
                <li key={p.product.id}>
                  <PinnedCard pinned={p} demoId={demoId} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nothing pinned yet.</p>
          )}
          {room.host && room.pinnable.length > 0 ? (
            <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
              <h4 className="text-sm font-semibold">Host: pin from this demo's products</h4>
              <ul className="mt-2 space-y-2">
                {room.pinnable.map((p) => {
                  const pinned = state.pinned.some((x) => x.product.id === p.id);
                  return (
                    <li key={p.id}>
                      <RoomForm
                        intent={pinned ? "live-unpin" : "live-pin"}
                        target={p.id}
                        fields={{ productId: p.id }}
                        className="flex items-center justify-between gap-2 text-sm"
                      >
                        {({ pending, error }) => (
                          <>
                            <span>{p.title}</span>
                            <button
                              type="submit"
                              className={quiet}
                              disabled={pending}
                              aria-label={`${pinned ? "Unpin" : "Pin"} ${p.title}`}
                            >
                              {pinned ? "Unpin" : "Pin"}
                            </button>
                            <FormError id={`pin-error-${p.id}`} error={error} />
                          </>
                        )}
                      </RoomForm>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section id="chat" aria-labelledby="chat-title" className={panel}>
          <h3 id="chat-title" className="font-semibold">
            Chat
          </h3>
          <ol
            ref={chatEnd}
            className="mt-3 max-h-80 space-y-2 overflow-y-auto text-sm"
            aria-live="off"
            data-testid="chat-messages"
          >
            {state.messages.length === 0 ? (
              <li className="text-slate-600 dark:text-slate-400">No messages yet.</li>
            ) : null}
            {state.messages.map((m) => (
              <li key={m.id} className="break-words">
                <span className="font-semibold">{m.authorName}: </span>
                <MessageBody body={m.body} />
                {room.host && m.authorId !== room.viewer.id ? (
                  <span className="ml-2 inline-flex gap-1 align-middle">
                    <RoomForm intent="live-hide" target={m.id} fields={{ messageId: m.id }}>
                      {({ pending }) => (
                        <button type="submit" className={quiet} disabled={pending}>
                          Hide<span className="sr-only"> message by {m.authorName}</span>
                        </button>
                      )}
                    </RoomForm>
                    <RoomForm intent="live-remove" target={m.id} fields={{ messageId: m.id }}>
                      {({ pending }) => (
                        <button type="submit" className={quiet} disabled={pending}>
                          Remove<span className="sr-only"> {m.authorName} from the room</span>
                        </button>
                      )}
                    </RoomForm>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <RoomForm intent="live-message" className="mt-3" resetOnSuccess>
            {({ pending, error }) => (
              <>
                <label htmlFor="chat-body" className="sr-only">
                  Message
                </label>
                <div className="flex gap-2">
                  <input
                    id="chat-body"
                    name="body"
                    className={input}
                    maxLength={MAX_MESSAGE_LENGTH}
                    required
                    autoComplete="off"
                    placeholder="Say something to the room"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? "chat-error" : undefined}
                  />
                  <button type="submit" className={primary} disabled={pending}>
                    Send
                  </button>
                </div>
                <FormError id="chat-error" error={error} />
              </>
            )}
          </RoomForm>
        </section>

        <section id="questions" aria-labelledby="questions-title" className={panel}>
          <h3 id="questions-title" className="font-semibold">
            Questions
          </h3>
          <RoomForm intent="live-question" className="mt-3" resetOnSuccess>
            {({ pending, error }) => (
              <>
                <label htmlFor="question-body" className="text-sm font-medium">
                  Ask the host
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    id="question-body"
                    name="body"
                    className={input}
                    maxLength={MAX_QUESTION_LENGTH}
                    required
                    autoComplete="off"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? "question-error" : undefined}
                  />
                  <button type="submit" className={primary} disabled={pending}>
                    Ask
                  </button>
                </div>
                <FormError id="question-error" error={error} />
              </>
            )}
          </RoomForm>
          <ol className="mt-4 space-y-3 text-sm" data-testid="questions">
            {state.questions.length === 0 ? (
              <li className="text-slate-600 dark:text-slate-400">No questions yet.</li>
            ) : null}
            {state.questions.map((q) => (
              <li key={q.id} className="rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="break-words">{q.body}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {q.authorName} · {q.votes} {q.votes === 1 ? "vote" : "votes"}
                  {q.answered ? (
                    <span className="ml-1 font-semibold text-emerald-700 dark:text-emerald-400">
                      · Answered at {formatStreamTime(q.answeredAtSeconds ?? 0)}
                    </span>
                  ) : null}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {q.authorId !== room.viewer.id && !q.answered ? (
                    <RoomForm intent="live-upvote" target={q.id} fields={{ questionId: q.id }}>
                      {({ pending, error }) => (
                        <>
                          <button
                            type="submit"
                            className={quiet}
                            disabled={pending || voted.has(q.id)}
                            aria-label={`${voted.has(q.id) ? "Upvoted" : "Upvote"}: ${q.body}`}
                          >
                            {voted.has(q.id) ? "Upvoted" : "Upvote"}
                          </button>
                          <FormError id={`upvote-error-${q.id}`} error={error} />
                        </>
                      )}
                    </RoomForm>
                  ) : null}
                  {room.host ? (
                    <RoomForm intent="live-hide-question" target={q.id} fields={{ questionId: q.id }}>
                      {({ pending }) => (
                        <button
                          type="submit"
                          className={quiet}
                          disabled={pending}
                          aria-label={`Hide question: ${q.body}`}
                        >
                          Hide
                        </button>
                      )}
                    </RoomForm>
                  ) : null}
                  {room.host && !q.answered ? (
                    <RoomForm intent="live-answer" target={q.id} fields={{ questionId: q.id }}>
                      {({ pending, error }) => (
                        <>
                          <button
                            type="submit"
                            className={quiet}
                            disabled={pending}
                            aria-label={`Mark answered: ${q.body}`}
                          >
                            Mark answered
                          </button>
                          <FormError id={`answer-error-${q.id}`} error={error} />
                        </>
                      )}
                    </RoomForm>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section id="poll" aria-labelledby="poll-title" className={panel}>
        <h3 id="poll-title" className="font-semibold">
          Poll
        </h3>
        {state.poll ? (
          <Poll
            poll={state.poll}
            myOptionId={room.viewer.pollVote?.pollId === state.poll.id ? room.viewer.pollVote.optionId : null}
            host={room.host}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No poll yet.</p>
        )}
        {room.host ? <OpenPollForm /> : null}
      </section>
    </section>
  );
}

function PinnedCard({ pinned, demoId }: { pinned: PinnedProductView; demoId: string }) {
  const { product, variantId } = pinned;
  return (
    <article
      className="flex gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid="pinned-product"
    >
      {product.thumbnailUrl ? (
        <img src={product.thumbnailUrl} alt="" width={72} height={54} className="h-14 w-18 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={productHref(product.id, demoRef(demoId))} className="font-semibold hover:underline">
          {product.title}
        </Link>
        {product.price ? <p className="text-sm">{product.price.formatted}</p> : null}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {variantId && product.purchasable ? (
            <PinnedAddToCart variantId={variantId} demoId={demoId} title={product.title} />
          ) : null}
          <a
            href={`/store/product/${encodeURIComponent(product.id)}/spec-sheet`}
            className={quiet}
            download
            aria-label={`Download the spec sheet of ${product.title}`}
          >
            Spec sheet
          </a>
          <Link
            to={`/quotes/new?${new URLSearchParams({ product: product.id, demo: demoId })}`}
            className={quiet}
            aria-label={`Request a quote for ${product.title}`}
          >
            Request a quote
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * Add to Cart beside a pinned product: POST /cart (intent=add) returning to the room's #pinned panel without
 * JavaScript (redirectTo), a fetcher that keeps the stream open with it.
 */
function PinnedAddToCart({ variantId, demoId, title }: { variantId: string; demoId: string; title: string }) {
  const fetcher = useFetcher({ key: `add-to-cart-pinned-${variantId}` });
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="variantId" value={variantId} />
      <input type="hidden" name="source" value="card" />
      <input type="hidden" name="quantity" value="1" />
      {/* Attributed to this demo (ADR 030); the server checks the product is the demo's. */}
      <input type="hidden" name="ref" value={formatRef(demoRef(demoId))} />
      <input type="hidden" name="redirectTo" value={`/demo/${encodeURIComponent(demoId)}#pinned`} />
      <button
        type="submit"
        disabled={pending}
        aria-label={`Add ${title} to cart`}
        data-testid="add-to-cart"
        className={primary}
      >
        {pending ? "Adding…" : "Add to Cart"}
      </button>
    </fetcher.Form>
  );
}

function Poll({ poll, myOptionId, host }: { poll: PollView; myOptionId: string | null; host: boolean }) {
  const total = poll.options.reduce((sum, o) => sum + o.votes, 0);
  const showResults = poll.closed || myOptionId !== null || host;
  return (
    <div className="mt-2" data-testid="poll">
      <p className="font-medium">
        {poll.question}{" "}
        {poll.closed ? <span className="text-sm text-slate-600 dark:text-slate-400">(closed)</span> : null}
      </p>
      {showResults ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Results">
          {poll.options.map((o) => {
            const pct = total ? Math.round((o.votes / total) * 100) : 0;
            return (
              <li key={o.id}>
                <div className="flex justify-between gap-2">
                  <span>
                    {o.label}
                    {o.id === myOptionId ? " (your vote)" : ""}
                  </span>
                  <span>
                    {pct}% · {o.votes}
                  </span>
                </div>
                <div className="h-2 rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                  <div className="h-2 rounded bg-brand-600" style={{ width: `${pct}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!poll.closed && myOptionId === null && !host ? (
        <RoomForm intent="live-vote" target={poll.id} fields={{ pollId: poll.id }} className="mt-2">
          {({ pending, error }) => (
            <fieldset>
              <legend className="sr-only">{poll.question}</legend>
              {poll.options.map((o) => (
                <label key={o.id} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="optionId" value={o.id} required /> {o.label}
                </label>
              ))}
              <button type="submit" className={`${primary} mt-2`} disabled={pending}>
                Vote
              </button>
              <FormError id="vote-error" error={error} />
            </fieldset>
          )}
        </RoomForm>
      ) : null}
      {host && !poll.closed ? (
        <RoomForm intent="live-close-poll" target={poll.id} fields={{ pollId: poll.id }} className="mt-2">
          {({ pending }) => (
            <button type="submit" className={quiet} disabled={pending}>
              Close poll
            </button>
          )}
        </RoomForm>
      ) : null}
    </div>
  );
}

function OpenPollForm() {
  return (
    <details className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <summary className="cursor-pointer text-sm font-semibold">Host: open a new poll</summary>
      <RoomForm intent="live-open-poll" className="mt-2 space-y-2" resetOnSuccess>
        {({ pending, error }) => (
          <>
            <label className="block text-sm">
              Question
              <input name="question" className={input} required maxLength={200} />
            </label>
            {Array.from({ length: MAX_POLL_OPTIONS }, (_, i) => (
              <label key={i} className="block text-sm">
                Option {i + 1}
                {i < 2 ? "" : " (optional)"}
                <input name="option" className={input} required={i < 2} maxLength={80} />
              </label>
            ))}
            <button type="submit" className={primary} disabled={pending}>
              Open poll
            </button>
            <FormError id="poll-error" error={error} />
          </>
        )}
      </RoomForm>
    </details>
  );
}
