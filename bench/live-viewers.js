// Worker thread of `npm run bench:live` (bench/live.ts): holds a share of the viewers' SSE streams so the client's
// parsing never becomes the bottleneck on one event loop. Parsing is minimal: only the `id:` line and the bench
// message's sequence number and send time are read (no JSON.parse per event).
// Messages in:  { cmd: "connect", from, to } | { cmd: "drop", count } | { cmd: "progress", total } |
//               { cmd: "report", total } | { cmd: "close" }
// Messages out: { cmd: "connected" } | { cmd: "dropped" } | { cmd: "progress", complete } | { cmd: "report", ... }
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { demoId, viewers: specs } = workerData;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const latencies = [];
/** Messages a resumed viewer got by replay: posted before its new stream opened (it was away on purpose). */
const catchUp = [];
const failures = [];
const viewers = specs.map((s) => ({
  ...s,
  lastId: "0",
  seen: new Map(),
  request: null,
  connected: false,
  resumedAt: 0,
}));
const BENCH = /"body":"bench (\d+) (\d+)"/;

function connect(viewer) {
  return new Promise((resolve, reject) => {
    const headers = { Cookie: viewer.cookie, Accept: "text/event-stream" };
    if (viewer.lastId !== "0") headers["Last-Event-ID"] = viewer.lastId;
    const request = http.get(`${viewer.base}/demo/${demoId}/events`, { headers, agent }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`stream answered ${response.statusCode}`));
      }
      viewer.connected = true;
      if (viewer.resumedAt === Infinity) viewer.resumedAt = Date.now();
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk) => {
        const now = Date.now();
        buffer += chunk;
        let start = 0;
        let end;
        while ((end = buffer.indexOf("\n\n", start)) >= 0) {
          const block = buffer.slice(start, end);
          start = end + 2;
          if (!block.startsWith("id: ")) continue;
          const nl = block.indexOf("\n");
          viewer.lastId = block.slice(4, nl);
          const match = BENCH.exec(block);
          if (!match) continue;
          const seq = Number(match[1]);
          viewer.seen.set(seq, (viewer.seen.get(seq) ?? 0) + 1);
          const sentAt = Number(match[2]);
          (sentAt < viewer.resumedAt ? catchUp : latencies).push(now - sentAt);
        }
        buffer = buffer.slice(start);
      });
      response.on("close", () => (viewer.connected = false));
      resolve();
    });
    request.on("error", (error) => (viewer.connected ? undefined : reject(error)));
    viewer.request = request;
  });
}

async function connectRange(from, to) {
  for (let i = from; i < to; i += 25) {
    await Promise.all(
      viewers
        .slice(i, Math.min(to, i + 25))
        .filter((v) => v.request === null)
        .map((v) => connect(v).catch((e) => failures.push(`connect: ${e.message}`))),
    );
  }
}

parentPort.on("message", async (message) => {
  switch (message.cmd) {
    case "connect":
      await connectRange(message.from, Math.min(message.to, viewers.length));
      parentPort.postMessage({ cmd: "connected" });
      break;
    case "drop": {
      // Force-disconnect, then resume with Last-Event-ID a second later (as a browser would after `retry:`).
      const victims = viewers.slice(0, message.count);
      for (const v of victims) {
        v.resumedAt = Infinity;
        v.request?.destroy();
      }
      parentPort.postMessage({ cmd: "dropped" });
      setTimeout(() => {
        for (const v of victims) connect(v).catch((e) => failures.push(`resume: ${e.message}`));
      }, 1000);
      break;
    }
    case "progress":
      parentPort.postMessage({ cmd: "progress", complete: viewers.filter((v) => v.seen.size >= message.total).length });
      break;
    case "report": {
      let lost = 0;
      let doubled = 0;
      for (const v of viewers) {
        lost += message.total - v.seen.size;
        for (const count of v.seen.values()) if (count > 1) doubled += count - 1;
      }
      parentPort.postMessage({ cmd: "report", latencies, catchUp, lost, doubled, failures });
      break;
    }
    case "close":
      for (const v of viewers) v.request?.destroy();
      agent.destroy();
      parentPort.close();
      break;
  }
});
