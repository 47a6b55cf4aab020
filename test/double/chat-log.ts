/**
 * ui.chat: the chat log's messages in the page. Each created message is rendered and `renderChatMessageHTML`
 * fires with `(message, html: HTMLElement, context)`; an update re-renders it in place, a deletion removes it.
 * Sources: foundry-v13-notes §5 ("Hook renderChatMessageHTML(message, html: HTMLElement, context)"; Draw Steel's
 * handler returns early unless `message.isContentVisible`), API
 * https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.ChatLog.html (postOne, updateMessage,
 * deleteMessage). GUESS: the message markup (`li.chat-message[data-message-id]`, `.message-content`) is reduced
 * to what a system's card sits in; rolls are not drawn (Fray's card shows its own dice).
 */
import { world } from "./world";

type Rec = Record<string, unknown>;

interface Message {
  id: string | null;
  content: string;
  flavor?: string;
  visible: boolean;
  speaker: { alias: string | null };
}

export class ChatLog {
  readonly element: HTMLOListElement;
  /** Render passes still running (hook handlers may start async work of their own). */
  readonly #pending = new Set<Promise<unknown>>();

  constructor() {
    this.element = document.createElement("ol");
    this.element.id = "chat-log";
    this.element.className = "chat-log plain";
    document.body.append(this.element);
    // The double's one page is the acting client's screen: it draws a message once (hooks.ts `page`).
    world().hooks.on("createChatMessage", (m) => this.#track(this.postOne(m as Message)), { page: true });
    world().hooks.on("updateChatMessage", (m) => this.#track(this.updateMessage(m as Message)), { page: true });
    world().hooks.on("deleteChatMessage", (m) => this.deleteMessage((m as Message).id ?? ""), { page: true });
  }

  #track(p: Promise<unknown>): void {
    this.#pending.add(p);
    void p.finally(() => this.#pending.delete(p));
  }

  /** Wait for every render started so far. */
  async settled(): Promise<void> {
    while (this.#pending.size) await Promise.all([...this.#pending]);
  }

  /** The rendered message element (API ChatMessage#renderHTML, v13) and the render hook. */
  async renderMessage(message: Message): Promise<HTMLElement> {
    const li = document.createElement("li");
    li.className = "chat-message message";
    li.dataset["messageId"] = message.id ?? "";
    const header = document.createElement("header");
    header.className = "message-header";
    header.textContent = message.speaker?.alias ?? "";
    const flavor = message.flavor ? `<span class="flavor-text">${message.flavor}</span>` : "";
    const content = document.createElement("div");
    content.className = "message-content";
    content.innerHTML = flavor + (message.content ?? "");
    li.append(header, content);
    const context: Rec = { message, canDelete: world().user().isGM };
    world().hooks.callAll("renderChatMessageHTML", message, li, context);
    return li;
  }

  async postOne(message: Message): Promise<void> {
    if (!message.visible) return;
    this.element.append(await this.renderMessage(message));
  }

  async updateMessage(message: Message): Promise<void> {
    const old = this.element.querySelector(`[data-message-id="${message.id}"]`);
    const fresh = await this.renderMessage(message);
    if (old) old.replaceWith(fresh);
    else this.element.append(fresh);
  }

  deleteMessage(id: string): void {
    this.element.querySelector(`[data-message-id="${id}"]`)?.remove();
  }
}
