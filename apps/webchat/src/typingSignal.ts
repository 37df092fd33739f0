// The visitor's typing, as the attendant sees it: "typing" at most every 2 s while keys come,
// "stopped" 3 s after the last one or when the message goes.
export function typingSignal(emit: (typing: boolean) => void) {
  let sentAt = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(idle);
    if (sentAt === 0) return;
    sentAt = 0;
    emit(false);
  };
  return {
    typed() {
      clearTimeout(idle);
      idle = setTimeout(stop, 3000);
      if (Date.now() - sentAt < 2000) return;
      sentAt = Date.now();
      emit(true);
    },
    stop,
  };
}
