// The picker's short list: the emoji people use most in customer chats.
export const emojis = '😀 😂 😊 😍 😉 😎 🤔 😅 😢 😡 🙏 👍 👎 👏 🙌 💪 ❤️ 🎉 🔥 ✅ ❌ ⭐ 👋 🤝'.split(' ');
