// Imported first by server/index.js, before anything that loads React: React chooses its development or production
// build from NODE_ENV when it is first loaded (`@react-router/express` loads it through `react-router`), and React 19
// refuses to render with a development `react` and a production `react-dom/server` ("dispatcher.getOwner is not a
// function" on every page). So the default is set here, not after the imports.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";
