/**
 * An attack card state in both v13 themes (the class on <body> and core's window background, as themes.test.ts
 * renders them; GUESS there: the backgrounds as two plain colours), checked like every card: no console error, no
 * raw lang key, no horizontal overflow, axe 0 serious or critical (contrast included), a hostile name never run. Answers the card's text and how many dice it shows.
 */
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import { axeViolations, openPage, pwned, scrollWidth, SHOTS } from "./page-checks";

export const THEMES = { light: "#f0ece2", dark: "#1b1b20" } as const;
export type Theme = keyof typeof THEMES;

export function themed(html: string, theme: Theme): string {
  const style = `<style>body{background:${THEMES[theme]} !important;color-scheme:${theme}}</style>`;
  return html.replace("<body>", `<body class="theme-${theme}">`).replace("</head>", `${style}</head>`);
}

export async function checkThemed(browser: Browser, html: string, theme: Theme, shot: string): Promise<{ text: string; dice: number }> {
  const { page, errors } = await openPage(browser, { width: 800, height: 600 });
  await page.setContent(themed(html, theme), { waitUntil: "load" });
  const text = (await page.locator("body").textContent()) ?? "";
  const dice = await page.locator(".fray-die").count();
  expect(await axeViolations(page), `axe in ${shot} (${theme})`).toEqual([]);
  expect(await scrollWidth(page), `horizontal overflow in ${shot} (${theme})`).toBeLessThanOrEqual(800);
  expect(await pwned(page), `hostile text ran in ${shot} (${theme})`).toBeUndefined();
  await page.screenshot({ path: `${SHOTS}/${shot}-${theme}.png`, fullPage: true });
  await page.close();
  expect(errors, `console errors in ${shot} (${theme})`).toEqual([]);
  expect(text).not.toMatch(/FRAY\.[A-Z]/);
  return { text, dice };
}
