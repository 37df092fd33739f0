// Inside the shadow root: the host page's styles cannot reach in, and these cannot leak out.
export const styles = `
:host { all: initial; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.launcher { position: fixed; right: 20px; bottom: 20px; width: 56px; height: 56px; border-radius: 50%;
  border: 0; background: #1f6feb; color: #fff; font-size: 26px; cursor: pointer; z-index: 2147483646;
  box-shadow: 0 4px 14px rgba(0,0,0,.25); }
.launcher { display: flex; align-items: center; justify-content: center; }
.icon { display: block; flex: none; }
.badge { position: absolute; top: -4px; right: -4px; min-width: 22px; height: 22px; padding: 0 6px;
  border-radius: 11px; background: #cf222e; color: #fff; font-size: 12px; font-weight: 700;
  line-height: 22px; text-align: center; }
.badge[hidden] { display: none; }
.panel { position: fixed; right: 20px; bottom: 88px; width: min(360px, calc(100vw - 40px));
  height: min(540px, calc(100vh - 120px)); display: flex; flex-direction: column; background: #fff;
  color: #1f2328; border-radius: 12px; box-shadow: 0 8px 30px rgba(0,0,0,.25); overflow: hidden;
  z-index: 2147483647; font-size: 14px; }
.panel[hidden] { display: none; }
header { display: flex; align-items: center; justify-content: space-between; padding: 12px 14px;
  background: #1f6feb; color: #fff; font-weight: 600; }
header button { background: none; border: 0; color: inherit; font-size: 20px; cursor: pointer; }
.status { margin: 0; padding: 6px 14px; background: #eef4ff; font-size: 13px; }
.status:empty, .typing:empty, .error:empty { display: none; }
.list { flex: 1; overflow-y: auto; padding: 10px; }
.items { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
.msg { max-width: 80%; padding: 7px 10px; border-radius: 10px; background: #f0f2f5; align-self: flex-start;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.msg.mine { align-self: flex-end; background: #dbeafe; }
.author { display: block; font-size: 11px; font-weight: 600; color: #57606a; }
.msg img { display: block; max-width: 100%; max-height: 180px; border-radius: 6px; }
.msg a { color: #0b57d0; }
.tick { margin-left: 6px; font-size: 11px; color: #57606a; background: none; border: 0; padding: 0; }
.tick .icon { display: inline-block; width: 14px; height: 14px; vertical-align: -3px; }
.tick.read { color: #1f6feb; }
.tick.failed { color: #cf222e; font-weight: 700; cursor: pointer; }
.choices { align-self: flex-start; max-width: 90%; }
.choices div { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 6px; }
.choices button { padding: 5px 12px; border: 1px solid #1f6feb; border-radius: 16px; background: #fff;
  color: #1f6feb; font-size: 13px; cursor: pointer; }
.choices button:hover, .choices button:focus-visible { background: #1f6feb; color: #fff; }
.choices label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; color: #57606a; }
.choices select { max-width: 220px; padding: 5px; border: 1px solid #d0d7de; border-radius: 6px; font-size: 13px; }
.typing { margin: 0; padding: 2px 14px; font-size: 12px; font-style: italic; color: #57606a; }
.error { margin: 0; padding: 6px 14px; color: #cf222e; font-size: 13px; }
.survey { padding: 8px 14px; border-top: 1px solid #d0d7de; }
.survey p { margin: 0 0 6px; }
.survey button { width: 36px; height: 32px; margin-right: 4px; border: 1px solid #d0d7de; border-radius: 6px;
  background: #fff; cursor: pointer; }
.emoji { display: grid; grid-template-columns: repeat(8, 1fr); gap: 2px; padding: 6px;
  border-top: 1px solid #d0d7de; }
.emoji[hidden] { display: none; }
.emoji button { border: 0; background: none; font-size: 20px; cursor: pointer; }
form { display: flex; align-items: flex-end; gap: 4px; padding: 8px; border-top: 1px solid #d0d7de; }
form > button, .attach { display: flex; align-items: center; border: 0; background: none; font-size: 20px; cursor: pointer; padding: 4px; }
.attach input { position: absolute; width: 1px; height: 1px; opacity: 0; }
textarea { flex: 1; resize: none; min-height: 36px; max-height: 96px; padding: 8px; border: 1px solid #d0d7de;
  border-radius: 8px; font-size: 14px; }
.send { background: #1f6feb; color: #fff; border-radius: 8px; font-size: 14px; padding: 8px 10px; }
`;
