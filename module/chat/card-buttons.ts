/**
 * A group of buttons appended under a chat card (the raises a roll card or a step's card offers its viewer): one
 * button per offer, its label translated already; a click disables it and sends the pick to the GM's client.
 */
export interface CardButtons {
  /** The group's extra class (beside fray-exchange-offers) and its lang key for the group's accessible name. */
  className: string;
  labelKey: string;
  /** The buttons' data-fray-action. */
  action: string;
  send(choice: string): Promise<void>;
}

export function drawCardButtons(html: HTMLElement, offers: readonly { id: string; label: string }[], how: CardButtons): void {
  if (!offers.length) return;
  const group = document.createElement("div");
  group.className = `fray-exchange-offers ${how.className}`;
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", game.i18n.localize(how.labelKey));
  for (const o of offers) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "fray-button";
    button.dataset["frayAction"] = how.action;
    button.dataset["choice"] = o.id;
    button.textContent = o.label;
    button.addEventListener("click", () => {
      button.disabled = true;
      void how.send(o.id);
    });
    group.append(button);
  }
  (html.querySelector(".fray-card") ?? html).append(group);
}
