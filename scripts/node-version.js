// The Node.js check `npm start` makes before anything else (issue 34). No imports and no syntax newer than what old
// Node versions parse: this must load on the Node it refuses.

/**
 * Null when `version` (process.version, "v24.1.0") satisfies package.json's `engines.node` (">=24"), else the
 * one-line reason naming the version needed.
 * @param {string} version
 * @param {string} engines
 * @returns {string | null}
 */
export function nodeVersionProblem(version, engines) {
  const needed = Number((/(\d+)/.exec(engines) || [])[1] || 0);
  const major = Number((/^v?(\d+)/.exec(version) || [])[1] || 0);
  if (major >= needed) return null;
  return (
    `Node.js ${needed} or newer is needed (package.json engines: "${engines}"); this is Node.js ${version}. ` +
    `Install Node.js ${needed} LTS (https://nodejs.org) and run npm start again.`
  );
}
