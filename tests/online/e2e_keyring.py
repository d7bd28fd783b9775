#!/usr/bin/env python3
"""The password remembered in the desktop's keyring, in the window (run by
keyring_session.sh, which gives it a session bus and a keyring of its own, around
prosody_harness.py):

  e2e_keyring.py PLATEAU [SHOTS_DIR]

Ann (800x600) opens "Play online": the screen offers to remember the password "in the
keyring", ticked. She signs in; no password file is written. The window closed and opened
again, the sign-in screen has her password back from the keyring and Enter signs her in.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_window as base  # noqa: E402
from e2e_window import Window, fail, need  # noqa: E402


def password_files(root):
    return [os.path.join(d, f) for d, _, files in os.walk(root) for f in files
            if f == "online-password"]


def main():
    for tool in ("Xvfb", "xdotool"):
        need(tool)
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        fail("no session bus: run through keyring_session.sh")
    display = base.start_display()
    ann = Window("ann", "800x600", display, 0)
    # e2e_window leaves the bus out of its windows (the file is what it tests); here the
    # keyring is the point.
    ann.env["DBUS_SESSION_BUS_ADDRESS"] = os.environ["DBUS_SESSION_BUS_ADDRESS"]
    try:
        ann.open()
        ann.key("Up", "Left", "Return")
        first = ann.wait("scene", name="sign_in")
        if not first["keyring"] or first["password_kept"]:
            fail("a first visit with a keyring: %s" % first)
        ann.type("localhost:%d" % base.PORT)
        ann.key("Return")
        ann.type("ann")
        ann.key("Return")
        ann.type("pw-ann")
        # "Create" ticked; "Remember the password (in the keyring)" is ticked already.
        ann.key("Tab", "space", "Tab")
        ann.shot("sign-in-keyring")
        ann.key("Tab", "Return")
        signed = ann.wait("sign_in", seconds=20)
        if not signed["ok"]:
            fail("ann could not sign in: %s" % signed.get("reason"))
        ann.wait("scene", name="lobby")
        if password_files(ann.home):
            fail("a password file was written beside the keyring: %s" % password_files(ann.home))
        ann.close()

        ann.open()
        ann.key("Up", "Left", "Return")
        again = ann.wait("scene", name="sign_in")
        if not again["password_kept"]:
            fail("the password did not come back from the keyring: %s" % again)
        ann.shot("sign-in-kept")
        ann.key("Return")  # the focus is on "Sign in"
        signed = ann.wait("sign_in", seconds=20)
        if not signed["ok"]:
            fail("signing in with the kept password failed: %s" % signed.get("reason"))
        ann.wait("scene", name="lobby")
        print("the password went to the keyring, not a file, and signed ann in again")
    finally:
        base.close_windows((ann,))
        base.stop_children()


if __name__ == "__main__":
    main()
