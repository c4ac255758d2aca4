import { describe, expect, it } from "vitest";
import { parseVideoUrl, VIDEO_URL_MESSAGES, videoPlayerKind, videoOpenLink } from "./video-url";

const ok = (input: string) => {
  const result = parseVideoUrl(input);
  if (!result.ok) throw new Error(`refused ${input}: ${result.message}`);
  return result;
};
const refused = (input: string) => {
  const result = parseVideoUrl(input);
  if (result.ok) throw new Error(`accepted ${input}`);
  return result.message;
};

describe("parseVideoUrl", () => {
  it("turns every YouTube link form into the privacy-enhanced embed", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=Bs9tR4mVx2Q&t=30s",
      "https://youtube.com/watch?v=Bs9tR4mVx2Q",
      "https://m.youtube.com/watch?v=Bs9tR4mVx2Q",
      "https://youtu.be/Bs9tR4mVx2Q?si=abc",
      "https://www.youtube.com/live/Bs9tR4mVx2Q",
      "https://www.youtube.com/shorts/Bs9tR4mVx2Q",
      "https://www.youtube-nocookie.com/embed/Bs9tR4mVx2Q",
      "  https://www.youtube.com/embed/Bs9tR4mVx2Q  ",
    ]) {
      expect(ok(link)).toEqual({
        ok: true,
        provider: "youtube",
        url: "https://www.youtube-nocookie.com/embed/Bs9tR4mVx2Q",
      });
    }
  });

  it("accepts Vimeo videos (with a private hash) and live events", () => {
    expect(ok("https://vimeo.com/76979871").url).toBe("https://player.vimeo.com/video/76979871");
    expect(ok("https://vimeo.com/76979871/8272103f6e").url).toBe(
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
    );
    expect(ok("https://player.vimeo.com/video/76979871?h=8272103f6e").url).toBe(
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
    );
    expect(ok("https://vimeo.com/event/123456").url).toBe("https://vimeo.com/event/123456/embed");
    expect(ok("https://vimeo.com/76979871").provider).toBe("vimeo");
  });

  it("accepts Mux stream and player links as the Mux player", () => {
    expect(ok("https://stream.mux.com/DS00Spx1CV902MCtPj5WknGlR102V5HFkDe.m3u8")).toEqual({
      ok: true,
      provider: "mux",
      url: "https://player.mux.com/DS00Spx1CV902MCtPj5WknGlR102V5HFkDe",
    });
    expect(ok("https://player.mux.com/DS00Spx1CV902MCtPj5WknGlR102V5HFkDe").provider).toBe("mux");
  });

  it("accepts HTTPS links to .mp4, .webm and .m3u8 files", () => {
    expect(ok("https://cdn.example.com/demos/run.mp4")).toEqual({
      ok: true,
      provider: "file",
      url: "https://cdn.example.com/demos/run.mp4",
    });
    expect(ok("https://cdn.example.com/demos/run.WEBM?token=1").provider).toBe("file");
    expect(ok("https://cdn.example.com/live/index.m3u8#x").url).toBe("https://cdn.example.com/live/index.m3u8");
  });

  it("refuses other hosts, other files, insecure links and non-links with a clear message", () => {
    expect(refused("https://www.twitch.tv/somechannel")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("https://example.com/video.avi")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("https://example.com/page.html")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("http://cdn.example.com/run.mp4")).toBe(VIDEO_URL_MESSAGES.notHttps);
    expect(refused("javascript:alert(1)//.mp4")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("ftp://example.com/run.mp4")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("https://user:pw@cdn.example.com/run.mp4")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("https://cdn.example.com:8443/run.mp4")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
    expect(refused("www.youtube.com/watch?v=Bs9tR4mVx2Q")).toBe(VIDEO_URL_MESSAGES.notUrl);
    expect(refused(`https://cdn.example.com/${"a".repeat(2000)}.mp4`)).toBe(VIDEO_URL_MESSAGES.tooLong);
  });

  it("refuses provider links that name no video", () => {
    expect(refused("https://www.youtube.com/")).toBe(VIDEO_URL_MESSAGES.youtube);
    expect(refused("https://www.youtube.com/watch?v=short")).toBe(VIDEO_URL_MESSAGES.youtube);
    expect(refused("https://www.youtube.com/@channel")).toBe(VIDEO_URL_MESSAGES.youtube);
    expect(refused("https://vimeo.com/channels/staffpicks")).toBe(VIDEO_URL_MESSAGES.vimeo);
    expect(refused("https://stream.mux.com/")).toBe(VIDEO_URL_MESSAGES.mux);
    expect(refused("https://youtube.com.evil.example/watch?v=Bs9tR4mVx2Q")).toBe(VIDEO_URL_MESSAGES.unknownProvider);
  });

  it("plays files in a video element and providers in their frame", () => {
    expect(videoPlayerKind("https://cdn.example.com/run.mp4")).toBe("video");
    expect(videoPlayerKind("https://www.youtube-nocookie.com/embed/Bs9tR4mVx2Q")).toBe("frame");
    expect(videoPlayerKind("https://player.mux.com/DS00Spx1CV902MCtPj5WknGlR102V5HFkDe")).toBe("frame");
  });
});

describe("videoOpenLink", () => {
  it("sends a viewer whose embedded player fails to the provider's own page or the file", () => {
    expect(videoOpenLink("https://www.youtube-nocookie.com/embed/Bs9tR4mVx2Q")).toEqual({
      href: "https://www.youtube.com/watch?v=Bs9tR4mVx2Q",
      label: "Open it on YouTube",
    });
    expect(videoOpenLink("https://player.vimeo.com/video/123456").label).toBe("Open it on Vimeo");
    expect(videoOpenLink("https://cdn.example.com/demo.mp4")).toEqual({
      href: "https://cdn.example.com/demo.mp4",
      label: "Open the video file",
    });
  });
});
