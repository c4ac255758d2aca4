// Helpers for the live room integration tests: live demos and expert hosts of their own, and streams collected
// from a room bus (each bus stands in for one app process).
import type { RoomBus } from "~/modules/live/bus.server";
import type { RoomEventView } from "~/modules/live/room";
import { prisma } from "~/utils/db.server";
import { createMember, unique } from "./people.support";

export async function makeLiveDemo(status: "live" | "replay" | "upcoming" = "live", expertId: number | null = null) {
  const id = unique("live-demo");
  const product = await prisma.storeProduct.findFirstOrThrow({
    where: { deletedAt: null, status: "active", purchasable: true, variants: { some: {} }, brandId: { not: null } },
    select: { id: true, brandId: true },
  });
  await prisma.demo.create({
    data: {
      id,
      title: `Live test ${id}`,
      creatorName: "Test Host",
      creatorType: "Company",
      category: "analytics",
      status,
      durationMinutes: 45,
      startsAt: new Date(Date.now() - 10 * 60_000),
      description: "A live demo made by the integration tests.",
      thumbnailUrl: "/images/demos/test.svg",
      expertId,
      products: { create: { productId: product.id } },
    },
  });
  return { id, productId: product.id, brandId: product.brandId! };
}

/** Expert pages made here: remove them after the file (removeMadeExperts), so the expert lists e2e tests count stay seeded. */
const madeExperts: number[] = [];
export async function removeMadeExperts() {
  await prisma.expert.deleteMany({ where: { id: { in: madeExperts } } });
}

/** An influencer account linked to an expert page of its own (the host of demos made with its expert id). */
export async function makeExpertHost() {
  const member = await createMember({ role: "influencer" });
  const expertId = 200_000 + Math.floor(Math.random() * 1_000_000_000);
  madeExperts.push(expertId);
  await prisma.expert.create({
    data: {
      id: expertId,
      userId: member.id,
      name: `Dr. Live ${expertId}`,
      type: "Scientist",
      specialty: "Live rooms",
      bio: "Made by the live room tests.",
      location: "Nowhere",
      company: "Test Lab",
      avatarUrl: "/images/experts/expert-1.svg",
      position: 999,
    },
  });
  return { member, expertId };
}

/** Subscribes a stream to `bus` and collects the room events written to it; `closed` turns true when the bus ends it. */
export function collect(bus: RoomBus, demoId: string, userId: string, lastId = 0n) {
  const received: RoomEventView[] = [];
  const stream = { received, closed: false, ready: Promise.resolve(() => {}) as Promise<() => void> };
  stream.ready = bus.subscribe({
    demoId,
    userId,
    lastId,
    write(chunk) {
      const text = typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk);
      for (const block of text.split("\n\n")) {
        const data = block.split("\n").find((l) => l.startsWith("data: {"));
        if (data) received.push(JSON.parse(data.slice(6)));
      }
      return true;
    },
    close() {
      stream.closed = true;
    },
  });
  return stream;
}

export async function waitFor(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting for the stream");
    await new Promise((r) => setTimeout(r, 25));
  }
}
