import { useEffect, useRef, useState } from 'react';
import { chooseRecordingMime } from './chooseRecordingMime.ts';
import { recordingSecondsLeft } from './recordingSecondsLeft.ts';

interface Recording {
  recorder: MediaRecorder;
  isCancelled: boolean;
}

function stopRecording(current: Recording | null, isCancelled: boolean) {
  if (!current || current.recorder.state === 'inactive') return;
  current.isCancelled = isCancelled;
  current.recorder.stop();
}

// A microphone recording of at most audioMaxSeconds: it stops on its own when the countdown
// reaches zero and hands the file over. `start` answers false when the browser cannot record or
// the microphone was refused.
export function useAudioRecorder(onRecorded: (file: File) => void) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const recording = useRef<Recording | null>(null);
  const latest = useRef(onRecorded);
  useEffect(() => {
    latest.current = onRecorded;
  });

  const secondsLeft = startedAt === null ? null : recordingSecondsLeft(startedAt, now);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => {
    if (secondsLeft === 0) recording.current?.recorder.stop();
  }, [secondsLeft]);
  // Leaving the conversation mid-recording drops it and frees the microphone.
  useEffect(() => () => stopRecording(recording.current, true), []);

  async function start(): Promise<boolean> {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices) return false;
    const mime = chooseRecordingMime((type) => MediaRecorder.isTypeSupported(type));
    if (!mime) return false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return false;
    }
    const recorder = new MediaRecorder(stream, { mimeType: mime });
    const current: Recording = { recorder, isCancelled: false };
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recording.current = null;
      setStartedAt(null);
      if (current.isCancelled) return;
      const type = mime.split(';')[0] ?? mime;
      const extension = type === 'audio/ogg' ? 'ogg' : 'webm';
      latest.current(new File(chunks, `audio-${Date.now()}.${extension}`, { type }));
    };
    recording.current = current;
    recorder.start();
    const startTime = Date.now();
    setNow(startTime);
    setStartedAt(startTime);
    return true;
  }

  return {
    isRecording: startedAt !== null,
    secondsLeft,
    start,
    stop: () => stopRecording(recording.current, false),
    cancel: () => stopRecording(recording.current, true),
  };
}
