// The signed-in user's own profile (spec §2 Profile, §7 Profile update / Avatar upload).
import { createHash } from "node:crypto";
import type { z } from "~/utils/zod";
import { prisma } from "~/utils/db.server";
import { avatarUrlFor, detectImageType } from "./avatar";
import { AVATAR_MAX_BYTES, type profileSchema } from "./schemas";

/** What the profile page shows of a profile (the admin's user details add the sign-up fields to it). */
export const profileSelect = {
  id: true,
  fullName: true,
  companyName: true,
  avatarUrl: true,
  bio: true,
  interests: true,
  role: true,
  status: true,
  user: { select: { email: true, createdAt: true } },
} as const;

/** The signed-in user's profile as the profile page shows and edits it (empty text for unset fields), or null. */
export async function getOwnProfile(userId: string) {
  const profile = await prisma.profile.findUnique({ where: { id: userId }, select: profileSelect });
  if (!profile) return null;
  return {
    fullName: profile.fullName,
    companyName: profile.companyName ?? "",
    bio: profile.bio ?? "",
    interests: profile.interests,
    role: profile.role,
    avatarUrl: profile.avatarUrl,
    email: profile.user.email,
    memberSince: profile.user.createdAt.toISOString().slice(0, 10),
  };
}

export type OwnProfileView = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

export async function updateOwnProfile(userId: string, input: z.infer<typeof profileSchema>) {
  await prisma.profile.update({
    where: { id: userId },
    data: {
      fullName: input.fullName,
      companyName: input.companyName || null,
      bio: input.bio || null,
      interests: input.interests,
    },
    select: { id: true },
  });
}

export type AvatarResult = { ok: true; avatarUrl: string } | { ok: false; message: string };

/** Stores the image in the Avatar table (so any app instance can serve it) and points the profile at it. */
export async function saveAvatar(userId: string, file: File | null): Promise<AvatarResult> {
  if (!file || typeof file === "string" || file.size === 0)
    return { ok: false, message: "You must select an image to upload." };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, message: "The image must be 2 MB or smaller." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = detectImageType(bytes);
  if (!contentType) return { ok: false, message: "Only PNG, JPEG, GIF or WebP images can be uploaded." };
  const updatedAt = new Date();
  const avatarUrl = avatarUrlFor(userId, updatedAt);
  await prisma.$transaction([
    prisma.avatar.upsert({
      where: { userId },
      create: { userId, contentType, data: bytes, updatedAt },
      update: { contentType, data: bytes, updatedAt },
      select: { userId: true },
    }),
    prisma.profile.update({ where: { id: userId }, data: { avatarUrl }, select: { id: true } }),
  ]);
  return { ok: true, avatarUrl };
}

export async function getAvatar(userId: string) {
  const row = await prisma.avatar.findUnique({
    where: { userId },
    select: { contentType: true, data: true, updatedAt: true },
  });
  if (!row) return null;
  const etag = `"${createHash("sha256").update(row.data).digest("base64url").slice(0, 27)}"`;
  return { ...row, etag };
}
