// Stand-in for https://accounts.google.com/gsi/client in the journeys (no internet in tests). It offers
// the two calls the app uses; its button hands the app whatever ID token the test put in
// window.__googleCredential, as Google's popup would after the user picked an account.
window.google = {
  accounts: {
    id: {
      initialize(options) {
        window.__googleOptions = options;
      },
      renderButton(parent) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Continue with Google';
        button.addEventListener('click', () => {
          window.__googleOptions.callback({ credential: window.__googleCredential });
        });
        parent.append(button);
      },
    },
  },
};
