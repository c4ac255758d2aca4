// Requests of about 500 characters full of numbers, units and negations (issue 35's bad input): the parser's unit
// tests read them (nothing breaks, nothing half-read), and the relevance benchmark times them against ordinary
// requests — a speed figure belongs in a benchmark, not in a timed test.
export const LONG_HOSTILE_REQUESTS: string[] = [
  "not ".repeat(60) + "centrifuge",
  "without 5 µl not 20.000 x g no 1,5 L ".repeat(14),
  "other than anything but apart from 1k 2M 3k€ £4k -5 °C ".repeat(10),
  "neither PES nor PTFE or nylon or not sterile unsterile ".repeat(10),
  "for 1.5 ml tubes for 2 mL vials better than 0.1 mg or faster ".repeat(9),
  `not ${"x".repeat(120)} ${"y".repeat(120)}, SUB 500L, not benchtop, except PTFE`,
];
