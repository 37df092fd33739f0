import { emojis } from './emojis.ts';
import { h } from './h.ts';
import { icon } from './icons.ts';
import { styles } from './styles.ts';
import type { WidgetTexts } from './texts.ts';

export interface WidgetActions {
  toggle: (open: boolean) => void;
  submit: (text: string) => void;
  attach: (file: File) => void;
  typed: () => void;
  rate: (score: number) => void;
}

// The widget's fixed parts inside an open shadow root (page styles stay out; tests and
// assistive technology still see in). applyTexts relabels everything when the language is known.
export function createWidgetView(host: HTMLElement, actions: WidgetActions) {
  const root = host.attachShadow({ mode: 'open' });
  const badge = h('span', { class: 'badge', hidden: true, 'aria-hidden': 'true' });
  const launcher = h('button', { type: 'button', class: 'launcher', 'aria-expanded': 'false' }, [
    icon('chat'),
    badge,
  ]);
  const title = h('span', { class: 'title' });
  const close = h('button', { type: 'button' }, [icon('close')]);
  const status = h('p', { class: 'status', role: 'status' });
  // The messages are a list inside the log (a list given the log role would leave its items
  // orphaned); the log scrolls, from the keyboard too (it takes the focus: plain text has none).
  const list = h('ol', { class: 'items' });
  const log = h('div', { class: 'list', role: 'log', 'aria-live': 'polite', tabindex: '0' }, [list]);
  const typing = h('p', { class: 'typing', 'aria-live': 'polite' });
  const survey = h('div', { class: 'survey', role: 'group', hidden: true });
  const error = h('p', { class: 'error', role: 'alert' });
  const emojiButtons = emojis.map((emoji) => h('button', { type: 'button' }, [emoji]));
  const emojiPicker = h('div', { class: 'emoji', role: 'group', hidden: true }, emojiButtons);
  const emojiToggle = h('button', { type: 'button', 'aria-expanded': 'false' }, [icon('smile')]);
  const file = h('input', { type: 'file' });
  const attach = h('label', { class: 'attach' }, [icon('attach'), file]);
  const input = h('textarea', { rows: '1' });
  const send = h('button', { type: 'submit', class: 'send' });
  const form = h('form', {}, [emojiToggle, attach, input, send]);
  const panel = h('section', { class: 'panel', role: 'dialog', hidden: true }, [
    h('header', {}, [title, close]),
    status,
    log,
    typing,
    survey,
    error,
    emojiPicker,
    form,
  ]);
  root.append(h('style', {}, [styles]), panel, launcher);

  let isOpen = false;
  let launcherTexts: Pick<WidgetTexts, 'open' | 'close' | 'unread'> | null = null;
  let unread = 0;
  // The launcher says whether it opens or closes and, while closed, how many messages wait.
  const labelLauncher = () => {
    badge.hidden = isOpen || unread === 0;
    badge.textContent = unread > 99 ? '99+' : String(unread);
    if (!launcherTexts) return;
    const label = isOpen ? launcherTexts.close : launcherTexts.open;
    launcher.setAttribute('aria-label', badge.hidden ? label : `${label} (${launcherTexts.unread(unread)})`);
  };
  const setOpen = (open: boolean) => {
    isOpen = open;
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    labelLauncher();
    actions.toggle(open);
    if (open) input.focus();
  };
  launcher.addEventListener('click', () => setOpen(!isOpen));
  close.addEventListener('click', () => setOpen(false));
  emojiToggle.addEventListener('click', () => {
    emojiPicker.hidden = !emojiPicker.hidden;
    emojiToggle.setAttribute('aria-expanded', String(!emojiPicker.hidden));
  });
  for (const button of emojiButtons)
    button.addEventListener('click', () => {
      const at = input.selectionStart ?? input.value.length;
      const emoji = button.textContent ?? '';
      input.setRangeText(emoji, at, input.selectionEnd ?? at, 'end');
      input.focus();
    });
  const submit = () => {
    if (!input.value.trim()) return;
    actions.submit(input.value);
    input.value = '';
    emojiPicker.hidden = true;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  });
  input.addEventListener('input', () => actions.typed());
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (chosen) actions.attach(chosen);
  });

  return {
    list,
    log,
    survey,
    isOpen: () => isOpen,
    applyTexts(texts: WidgetTexts, botName: string) {
      launcherTexts = texts;
      labelLauncher();
      title.textContent = botName || texts.chat;
      panel.setAttribute('aria-label', botName || texts.chat);
      close.setAttribute('aria-label', texts.close);
      log.setAttribute('aria-label', texts.messages);
      emojiToggle.setAttribute('aria-label', texts.emoji);
      emojiPicker.setAttribute('aria-label', texts.emoji);
      file.setAttribute('aria-label', texts.attach);
      attach.title = texts.attach;
      input.setAttribute('aria-label', texts.message);
      input.placeholder = texts.placeholder;
      send.textContent = texts.send;
    },
    setStatus: (text: string) => {
      status.textContent = text;
    },
    setTyping: (text: string) => {
      typing.textContent = text;
    },
    setError: (text: string) => {
      error.textContent = text;
    },
    setUnread: (count: number) => {
      unread = count;
      labelLauncher();
    },
  };
}
export type WidgetView = ReturnType<typeof createWidgetView>;
