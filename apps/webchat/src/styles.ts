// Inside the shadow root: the host page's styles cannot reach in, and these cannot leak out.
// The colours are variables: light by default, dark when the visitor's system asks for it
// (prefers-color-scheme, as the host page sees it); every text pair is 4.5:1 or more in both.
export const styles = `
:host { all: initial; --bg: #fff; --text: #1f2328; --muted: #57606a; --line: #d0d7de; --accent: #1f6feb;
  --accent-text: #1f6feb; --link: #0b57d0; --danger: #cf222e; --bubble: #f0f2f5; --mine: #dbeafe;
  --status: #eef4ff; color-scheme: light; }
@media (prefers-color-scheme: dark) {
  :host { --bg: #0d1117; --text: #e6edf3; --muted: #a5aeb8; --line: #30363d; --accent-text: #71b7ff;
    --link: #71b7ff; --danger: #ff9492; --bubble: #262c36; --mine: #17335c; --status: #152a4a;
    color-scheme: dark; }
}
* { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.launcher { position: fixed; right: 20px; bottom: 20px; width: 56px; height: 56px; border-radius: 50%;
  border: 0; background: var(--accent); color: #fff; font-size: 26px; cursor: pointer; z-index: 2147483646;
  box-shadow: 0 4px 14px rgba(0,0,0,.25); }
.launcher { display: flex; align-items: center; justify-content: center; }
.icon { display: block; flex: none; }
.badge { position: absolute; top: -4px; right: -4px; min-width: 22px; height: 22px; padding: 0 6px;
  border-radius: 11px; background: #cf222e; color: #fff; font-size: 12px; font-weight: 700;
  line-height: 22px; text-align: center; }
.badge[hidden] { display: none; }
.panel { position: fixed; right: 20px; bottom: 88px; width: min(360px, calc(100vw - 40px));
  height: min(540px, calc(100vh - 120px)); display: flex; flex-direction: column; background: var(--bg);
  color: var(--text); border-radius: 12px; box-shadow: 0 8px 30px rgba(0,0,0,.25); overflow: hidden;
  z-index: 2147483647; font-size: 14px; }
.panel[hidden] { display: none; }
header { display: flex; align-items: center; justify-content: space-between; padding: 12px 14px;
  background: var(--accent); color: #fff; font-weight: 600; }
header button { background: none; border: 0; color: inherit; font-size: 20px; cursor: pointer; }
.status { margin: 0; padding: 6px 14px; background: var(--status); font-size: 13px; }
.status:empty, .typing:empty, .error:empty { display: none; }
.list { flex: 1; overflow-y: auto; padding: 10px; }
.items { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
.msg { max-width: 80%; padding: 7px 10px; border-radius: 10px; background: var(--bubble); align-self: flex-start;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.msg.mine { align-self: flex-end; background: var(--mine); }
.author { display: block; font-size: 11px; font-weight: 600; color: var(--muted); }
.msg img { display: block; max-width: 100%; max-height: 180px; border-radius: 6px; }
.msg a { color: var(--link); }
.tick { margin-left: 6px; font-size: 11px; color: var(--muted); background: none; border: 0; padding: 0; }
.tick .icon { display: inline-block; width: 14px; height: 14px; vertical-align: -3px; }
.tick.read { color: var(--accent-text); }
.tick.failed { color: var(--danger); font-weight: 700; cursor: pointer; }
.choices { align-self: flex-start; max-width: 90%; }
.choices div { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 6px; }
.choices button { padding: 5px 12px; border: 1px solid var(--accent-text); border-radius: 16px;
  background: var(--bg); color: var(--accent-text); font-size: 13px; cursor: pointer; }
.choices button:hover, .choices button:focus-visible { background: var(--accent); color: #fff; }
.choices label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; color: var(--muted); }
.choices select { max-width: 220px; padding: 5px; border: 1px solid var(--line); background: var(--bg);
  color: var(--text); border-radius: 6px; font-size: 13px; }
.typing { margin: 0; padding: 2px 14px; font-size: 12px; font-style: italic; color: var(--muted); }
.error { margin: 0; padding: 6px 14px; color: var(--danger); font-size: 13px; }
.survey { padding: 8px 14px; border-top: 1px solid var(--line); }
.survey p { margin: 0 0 6px; }
.survey button { width: 36px; height: 32px; margin-right: 4px; border: 1px solid var(--line); border-radius: 6px;
  background: var(--bg); color: var(--text); cursor: pointer; }
.emoji { display: grid; grid-template-columns: repeat(8, 1fr); gap: 2px; padding: 6px;
  border-top: 1px solid var(--line); }
.emoji[hidden] { display: none; }
.emoji button { border: 0; background: none; font-size: 20px; cursor: pointer; }
form { display: flex; align-items: flex-end; gap: 4px; padding: 8px; border-top: 1px solid var(--line); }
form > button, .attach { display: flex; align-items: center; border: 0; background: none; color: var(--text);
  font-size: 20px; cursor: pointer; padding: 4px; }
.attach input { position: absolute; width: 1px; height: 1px; opacity: 0; }
textarea { flex: 1; resize: none; min-height: 36px; max-height: 96px; padding: 8px; border: 1px solid var(--line);
  border-radius: 8px; background: var(--bg); color: var(--text); font-size: 14px; }
.send { background: var(--accent); color: #fff; border-radius: 8px; font-size: 14px; padding: 8px 10px; }
`;
