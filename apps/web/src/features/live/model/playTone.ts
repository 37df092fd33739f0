let context: AudioContext | null = null;

// The bells are a short synthesized tone (no sound files to download): a higher one for a new
// conversation, a lower one for a new message. Browsers may refuse audio before a user gesture;
// then the bell is silent and the badge still shows.
export function playTone(frequency: number) {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.35);
  } catch {
    // No audio in this browser: the visual alerts remain.
  }
}
