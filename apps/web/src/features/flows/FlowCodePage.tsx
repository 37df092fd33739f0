import { CodeEditor } from './components/CodeEditor.tsx';
import { FlowScreen } from './components/FlowScreen.tsx';
import './components/flows.css';

// /flow/advanced/{botId}: the code editor (the pro editor on a canvas is not built yet).
export default function FlowCodePage() {
  return (
    <FlowScreen>
      {({ botId, bot, flow }) => <CodeEditor botId={botId} botName={bot.name} flow={flow} />}
    </FlowScreen>
  );
}
