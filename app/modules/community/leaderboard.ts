// The community points leaderboard (spec §2 Community hub; issue 5: "computed from real activity").
//
// THE RULE
//   post or question written ............ +5
//   comment / answer written ............ +2
//   answer accepted by the asker ........ +10 (to the answer's author)
//   vote received on one of your posts .. +1 per upvote, -1 per downvote
// Activity on hidden posts (pending review) does not count until an admin restores the post; removed
// posts are deleted, so their points go with them. A post's seeded `likes` are not votes received.
//
// BASELINE
//   The seeded LeaderboardEntry rows are kept as the baseline points of the seeded community members
//   (reputation earned before the points were computed here). Their activity from now on is added on top:
//   - seeded posts have no account (authorId null): votes on them count for the person named on the post;
//   - an account counts as a seeded person when it is linked to the expert profile of that name
//     (Expert.userId), e.g. the demo influencer is "Dr. Sarah Chen". Merely having the same full name
//     does not merge (anyone can sign up with any name).
//   Everyone else starts at 0 and appears once they have points.
//
// CORRECTIONS
//   An admin may add or take away points on a row (Manage Community › Leaderboard), with a reason; they are
//   stored as LeaderboardCorrection rows keyed by the row id and added on top.

export const POINTS = { post: 5, comment: 2, acceptedAnswer: 10, voteReceived: 1 } as const;

export const LEADERBOARD_SIZE = 10;

export interface ActivityTotals {
  posts: number;
  comments: number;
  acceptedAnswers: number;
  /** Upvotes minus downvotes received on the person's (visible) posts. */
  voteBalance: number;
}

export const NO_ACTIVITY: ActivityTotals = { posts: 0, comments: 0, acceptedAnswers: 0, voteBalance: 0 };

export function activityPoints(totals: ActivityTotals): number {
  return (
    totals.posts * POINTS.post +
    totals.comments * POINTS.comment +
    totals.acceptedAnswers * POINTS.acceptedAnswer +
    totals.voteBalance * POINTS.voteReceived
  );
}

export interface BaselineEntry {
  id: string;
  name: string;
  points: number;
}

/** One person's activity: an account (`user:<id>`) or a seeded author without one (`name:<name>`). */
export interface PersonActivity {
  key: string;
  name: string;
  /** The seeded entry this person is (by a verified link, see above), if any. */
  baselineName: string | null;
  totals: ActivityTotals;
}

export interface LeaderboardRow {
  id: string;
  name: string;
  points: number;
}

function add(a: ActivityTotals, b: ActivityTotals): ActivityTotals {
  return {
    posts: a.posts + b.posts,
    comments: a.comments + b.comments,
    acceptedAnswers: a.acceptedAnswers + b.acceptedAnswers,
    voteBalance: a.voteBalance + b.voteBalance,
  };
}

/**
 * Baseline points plus activity points plus admins' corrections (summed per row id: a baseline entry's id or the
 * person's key) per person, highest first (ties by name), the top `limit`.
 * People with no baseline and zero or negative points are left out.
 */
export function rankLeaderboard(
  baseline: readonly BaselineEntry[],
  activity: readonly PersonActivity[],
  limit = LEADERBOARD_SIZE,
  corrections: ReadonlyMap<string, number> = new Map(),
): LeaderboardRow[] {
  const people = new Map<string, { id: string; name: string; base: number | null; totals: ActivityTotals }>();
  for (const entry of baseline) {
    people.set(`baseline:${entry.name}`, { id: entry.id, name: entry.name, base: entry.points, totals: NO_ACTIVITY });
  }
  for (const person of activity) {
    const joined = person.baselineName !== null && people.has(`baseline:${person.baselineName}`);
    const key = joined ? `baseline:${person.baselineName}` : person.key;
    const current = people.get(key) ?? { id: person.key, name: person.name, base: null, totals: NO_ACTIVITY };
    people.set(key, { ...current, totals: add(current.totals, person.totals) });
  }
  return [...people.values()]
    .map((p) => ({
      id: p.id,
      name: p.name,
      points: (p.base ?? 0) + activityPoints(p.totals) + (corrections.get(p.id) ?? 0),
      seeded: p.base !== null,
    }))
    .filter((p) => p.seeded || p.points > 0)
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(({ id, name, points }) => ({ id, name, points }));
}
