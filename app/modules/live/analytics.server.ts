// The expert's view of their demos' live rooms (influencer dashboard, Analytics tab): per demo, chat messages,
// questions asked and answered, poll results and the peak number of viewers watching at once.
import { prisma } from "~/utils/db.server";

const DEMOS_SHOWN = 20;

export interface RoomFigures {
  id: string;
  title: string;
  status: string;
  startsAt: string;
  peakViewers: number;
  messages: number;
  questions: number;
  answered: number;
  polls: {
    id: string;
    question: string;
    closed: boolean;
    total: number;
    options: { label: string; votes: number }[];
  }[];
}

/** Room figures of the live and past demos hosted by the expert linked to `userId`, newest first. */
export async function roomFiguresForExpert(userId: string): Promise<RoomFigures[]> {
  const demos = await prisma.demo.findMany({
    where: { expert: { userId }, status: { in: ["live", "replay"] } },
    orderBy: { startsAt: "desc" },
    take: DEMOS_SHOWN,
    select: {
      id: true,
      title: true,
      status: true,
      startsAt: true,
      peakViewers: true,
      _count: { select: { liveMessages: { where: { hiddenAt: null } }, liveQuestions: { where: { hiddenAt: null } } } },
      livePolls: {
        orderBy: { openedAt: "asc" },
        select: {
          id: true,
          question: true,
          closedAt: true,
          options: { orderBy: { position: "asc" }, select: { label: true, votes: true } },
        },
      },
    },
  });
  if (demos.length === 0) return [];
  const answered = await prisma.liveQuestion.groupBy({
    by: ["demoId"],
    where: { demoId: { in: demos.map((d) => d.id) }, hiddenAt: null, answeredAt: { not: null } },
    _count: { _all: true },
  });
  const answeredBy = new Map(answered.map((a) => [a.demoId, a._count._all]));
  return demos.map((d) => ({
    id: d.id,
    title: d.title,
    status: d.status,
    startsAt: d.startsAt.toISOString(),
    peakViewers: d.peakViewers,
    messages: d._count.liveMessages,
    questions: d._count.liveQuestions,
    answered: answeredBy.get(d.id) ?? 0,
    polls: d.livePolls.map((p) => ({
      id: p.id,
      question: p.question,
      closed: p.closedAt !== null,
      total: p.options.reduce((sum, o) => sum + o.votes, 0),
      options: p.options,
    })),
  }));
}
