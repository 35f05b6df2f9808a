/**
 * The gallery's page: one section per step and state (as opened, with errors, the confirmation
 * layer), in the flow's order, each a row per brand and language with its screenshots side by
 * side by width, then the SMS and e-mails in every language (messages-html.ts). Static HTML with
 * relative links, opened from the disk.
 */
import fs from "node:fs";
import path from "node:path";
import { escapeHtml } from "./escape-html.ts";
import type { RenderedMessage } from "./message-texts.ts";
import { MESSAGES_CSS, messagesContentsItem, messagesSectionHtml } from "./messages-html.ts";

export interface Shot {
  brand: string;
  language: string;
  width: number;
  /** The flow's route name. */
  step: string;
  state: string;
  /** Relative to the gallery's folder. */
  file: string;
  /** A branch's shot: the made-up applicant shown, and the sides of branches it takes there. */
  applicant?: string;
  sides?: readonly string[];
}

const BRAND_NAMES: Record<string, string> = { pl: "Dom Maklerski", eu: "Dom Maklerski Europa" };
const STATE_NAMES: Record<string, string> = {
  opened: "as opened",
  errors: "Next pressed on the empty form",
  confirmation: "confirmation layer",
  branch: "each side of its branches, with the answers of the applicant who takes it",
};

/** Groups in first-seen order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

/** The page; with `messages` (renderMessages()), also the SMS and e-mails section. */
export function galleryHtml(
  shots: readonly Shot[],
  messages: readonly RenderedMessage[] = [],
): string {
  // A section's id is its link's target: letters, digits and hyphens only.
  const sections = groupBy(shots, (shot) =>
    `${shot.step}-${shot.state}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, ""),
  );
  const contents = [...sections.entries()]
    .map(([id, [first]]) => {
      const title = `${first!.step}: ${STATE_NAMES[first!.state] ?? first!.state}`;
      return `<li><a href="#${escapeHtml(id)}">${escapeHtml(title)}</a></li>`;
    })
    .join("\n");
  const body = [...sections.entries()]
    .map(([id, sectionShots]) => {
      const first = sectionShots[0]!;
      const rowOf = (shot: Shot) => shot.applicant ?? `${shot.brand}-${shot.language}`;
      const rows = [...groupBy(sectionShots, rowOf).values()]
        .map((rowShots) => {
          const { brand, language, applicant, sides } = rowShots[0]!;
          const images = [...rowShots]
            .sort((a, b) => b.width - a.width)
            .map(
              (shot) =>
                `<figure><a href="${escapeHtml(shot.file)}"><img loading="lazy" src="${escapeHtml(shot.file)}" width="${shot.width < 768 ? 195 : 480}" alt="${escapeHtml(`${first.step}, ${language}, ${shot.width} px`)}"></a><figcaption>${shot.width} px</figcaption></figure>`,
            )
            .join("");
          const title = `${BRAND_NAMES[brand] ?? brand} · ${language}${applicant ? ` · ${applicant}` : ""}`;
          const taken = sides?.length
            ? `<ul class="sides">${sides.map((side) => `<li>${escapeHtml(side)}</li>`).join("")}</ul>`
            : "";
          return `<div class="row"><h3>${escapeHtml(title)}</h3>${taken}<div class="shots">${images}</div></div>`;
        })
        .join("\n");
      return `<section id="${escapeHtml(id)}"><h2>${escapeHtml(`${first.step}: ${STATE_NAMES[first.state] ?? first.state}`)}</h2>\n${rows}</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Onboarding gallery</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 24px; color: #101828; }
nav ol { columns: 2; }
section { border-top: 2px solid #e4e7ec; margin-top: 32px; }
.row { margin: 16px 0; }
.row h3 { font-size: 15px; margin: 0 0 8px; }
.shots { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; }
img { border: 1px solid #98a2b3; height: auto; }
figcaption { color: #475467; font-size: 13px; }
.sides { color: #475467; font-size: 13px; margin: 0 0 8px; }
${MESSAGES_CSS}
</style>
</head>
<body>
<h1>Onboarding gallery</h1>
<p>${shots.length} screenshots${messages.length ? ` and ${messages.length} message texts` : ""}, made ${escapeHtml(new Date().toISOString().slice(0, 16).replace("T", " "))} UTC by <code>npm run gallery</code>. Select a screenshot for its full size.</p>
<nav><ol>
${contents}
${messagesContentsItem(messages)}
</ol></nav>
${body}
${messagesSectionHtml(messages)}
</body>
</html>
`;
}

export function writeGalleryPage(
  outDir: string,
  shots: readonly Shot[],
  messages: readonly RenderedMessage[] = [],
): void {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "index.html"), galleryHtml(shots, messages));
}
