#!/usr/bin/env bash
# Makes the README's screenshots: the real program in a real xterm on a virtual X display
# (Xvfb), driven with the real mouse (xdotool), captured with ImageMagick's `import`.
#
#   docs/screenshots.sh            # builds the release binary, writes every picture in docs/
#   docs/screenshots.sh drag scenes       # only some of them (the groups are listed below)
#   MOVEME_BIN=path docs/screenshots.sh   # a binary of your own
#
# Groups: drag (drag.gif, the README's first picture: a drag and the bounce home), placard
# (at-rest, held, bouncing), palettes (256 and 8 colours), edit-menu, scenes (gravity, collision,
# boundary, throw), inspector, pixel-drag, touches.
#
# Needs xvfb, xterm, xdotool, imagemagick and fonts-dejavu-core (installed when missing, with
# apt-get, through sudo when not root).
set -euo pipefail
# Every picture from the defaults, and none of them saved as the user's preferences.
export MOVEME_NO_PREFERENCES=1
cd "$(dirname "$0")/.."
out=docs
groups=(drag placard palettes edit-menu scenes inspector pixel-drag touches)
wanted=("$@")
((${#wanted[@]})) || wanted=("${groups[@]}")
for g in "${wanted[@]}"; do
    [[ " ${groups[*]} " == *" $g "* ]] || { echo "screenshots: no group '$g' (${groups[*]})" >&2; exit 2; }
done
# want GROUP: whether this run makes that group's pictures.
want() { [[ " ${wanted[*]} " == *" $1 "* ]]; }
cols=72 rows=18
font="DejaVu Sans Mono" size=12

need=()
for pair in Xvfb:xvfb xterm:xterm xdotool:xdotool import:imagemagick; do
    command -v "${pair%%:*}" >/dev/null || need+=("${pair#*:}")
done
fc-list 2>/dev/null | grep -q DejaVuSansMono || need+=(fonts-dejavu-core)
if ((${#need[@]})); then
    sudo=(); ((EUID == 0)) || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"
fi

if [[ -z "${MOVEME_BIN:-}" ]]; then
    MOVEME_BIN="$(script/build)"
fi

# A display nobody uses.
display=
for n in $(seq 90 130); do
    [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] || { display=":$n"; break; }
done
[[ -n "$display" ]] || { echo "screenshots: no free X display" >&2; exit 1; }
export DISPLAY=$display
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
xterm_pid=
cleanup() {
    [[ -n "$xterm_pid" ]] && kill "$xterm_pid" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
    wait 2>/dev/null || true
}
trap cleanup EXIT
sleep 1

window= cell_w= cell_h= origin_x= origin_y=

# start TERM COLORTERM ARGS...: the program in a fresh xterm, and that window's geometry.
start() {
    local term=$1 colorterm=$2; shift 2
    local env=(env -u COLORTERM -u NO_COLOR "TERM=$term")
    [[ -n "$colorterm" ]] && env+=("COLORTERM=$colorterm")
    xterm -geometry "${cols}x${rows}+0+0" -fa "$font" -fs "$size" -bg black -fg white \
        -e "${env[@]}" "$MOVEME_BIN" "$@" &
    xterm_pid=$!
    window=
    for _ in $(seq 50); do
        window=$(xdotool search --onlyvisible --class xterm 2>/dev/null | head -1) && [[ -n "$window" ]] && break
        sleep 0.1
    done
    [[ -n "$window" ]] || { echo "screenshots: xterm did not start" >&2; exit 1; }
    eval "$(xdotool getwindowgeometry --shell "$window")"   # X, Y, WIDTH, HEIGHT
    origin_x=$X origin_y=$Y
    cell_w=$(( (WIDTH - 4) * 1000 / cols )) cell_h=$(( (HEIGHT - 4) * 1000 / rows ))
    sleep 1.2
}

# Closing the window hangs the program up (SIGHUP), which it takes as a quit. (Keys sent to a
# window with no window manager to focus it would be ignored by xterm.)
stop() {
    kill "$xterm_pid" 2>/dev/null || true
    wait "$xterm_pid" 2>/dev/null || true
    xterm_pid=
}

# at C R: the pointer to the middle of a cell (remembered, for the GIF's drawn pointer).
ptr_c=0 ptr_r=0
at() {
    ptr_c=$1 ptr_r=$2
    xdotool mousemove $(( origin_x + 2 + ($1 * cell_w + cell_w / 2) / 1000 )) \
                      $(( origin_y + 2 + ($2 * cell_h + cell_h / 2) / 1000 ))
}

shot() {
    import -window "$window" "$out/$1"
    echo "screenshots: $out/$1"
}

# The README's first picture: the placard dragged up and to the right, let go, and bouncing
# home, as an animated GIF. Each frame is a screenshot with the time it was taken, so the GIF
# plays at the speed the program ran; the pointer, which a screenshot leaves out, is drawn on
# each frame where it was.
if want drag; then
    cols=72 rows=18
    mid_c=$((cols / 2)) mid_r=$((rows / 2))
    frames_dir=$(mktemp -d)
    frames=() stamps=() pointers=()
    # grab: one frame, its time in ms, and the pointer's place in the window's pixels.
    grab() {
        local file
        file=$frames_dir/$(printf %03d ${#frames[@]}).png
        import -window "$window" "$file"
        frames+=("$file")
        stamps+=("$(($(date +%s%N) / 1000000))")
        pointers+=("$((2 + (ptr_c * cell_w + cell_w / 2) / 1000)) $((2 + (ptr_r * cell_h + cell_h / 2) / 1000))")
    }
    start xterm-256color truecolor --no-hint
    # The pointer comes to the placard from below left.
    for step in 0 1 2 3 4 5; do at $((mid_c - 18 + step * 3)) $((mid_r + 6 - step)); sleep 0.05; grab; done
    grab; sleep 0.3
    # Pressed: the pulse (1.2×, then 1.1× under the pointer).
    xdotool mousedown 1
    for _ in 1 2 3 4 5; do grab; done
    # Dragged up and to the right.
    for step in $(seq 1 12); do at $((mid_c + step * 2)) $((mid_r - (step + 1) / 3)); grab; done
    grab; grab
    # Let go: the bounce home, about two seconds.
    xdotool mouseup 1
    end=$(($(date +%s%N) / 1000000 + 2600))
    while (($(date +%s%N) / 1000000 < end)); do grab; done
    stop
    # Each frame shows until the next was taken; the last stays a second and a half.
    args=()
    for i in "${!frames[@]}"; do
        if ((i + 1 < ${#frames[@]})); then
            delay=$(( (stamps[i + 1] - stamps[i] + 5) / 10 ))
        else
            delay=150
        fi
        ((delay >= 2)) || delay=2
        read -r px py <<<"${pointers[$i]}"
        # An arrow pointer: white with a black edge, its tip on the cell's middle.
        args+=(-delay "$delay" "(" "${frames[$i]}" -fill white -stroke black -strokewidth 1
               -draw "polygon $px,$py $px,$((py + 15)) $((px + 4)),$((py + 11)) $((px + 7)),$((py + 18)) $((px + 9)),$((py + 17)) $((px + 6)),$((py + 10)) $((px + 11)),$((py + 10))"
               ")")
    done
    convert -loop 0 "${args[@]}" -dither None -colors 64 -layers Optimize "$out/drag.gif"
    rm -rf "$frames_dir"
    echo "screenshots: $out/drag.gif ($(stat -c %s "$out/drag.gif") bytes, ${#frames[@]} frames)"
fi

# The placard at rest, held and mid-bounce, in true colour.
if want placard; then
    cols=72 rows=18
    mid_c=$((cols / 2)) mid_r=$((rows / 2))
    start xterm-256color truecolor
    shot at-rest.png

    # Held: pressed on the placard, pulsed, dragged up and to the right.
    at "$mid_c" "$mid_r"; xdotool mousedown 1; sleep 0.5
    for step in $(seq 1 10); do at $((mid_c + step * 2)) $((mid_r - step / 2)); sleep 0.03; done
    sleep 0.4
    shot held.png
    # Mid-bounce: let go, and look a quarter of a second later.
    xdotool mouseup 1; sleep 0.25
    shot bouncing.png
    sleep 3
    stop
fi

# The palettes: 256 colours (tmux's and most terminals' default) and 8.
if want palettes; then
    cols=72 rows=18
    start xterm-256color ""
    shot 256-colours.png
    stop
    start xterm ""
    shot 8-colours.png
    stop
fi

# A long greeting (a user's file, or a paste): the placard grows to fit it, rounded and bordered
# on both sides as the default is, the greeting in its middle.
long="$out/.long-greeting.txt"
printf 'A considerably longer greeting here\n' > "$long"
start xterm-256color truecolor --greetings "$long"
shot long-greeting.png
stop
rm -f "$long"

# The placard's edit menu, on a right-click: Copy alone while the pasteboard is empty (clicked,
# four rows above the greeting); once it has put the greeting there, Copy and Paste.
if want edit-menu; then
    cols=72 rows=18
    mid_c=$((cols / 2)) mid_r=$((rows / 2))
    start xterm-256color truecolor --no-hint
    at "$mid_c" "$mid_r"; xdotool click 3; sleep 0.6
    at "$mid_c" $((mid_r - 4)); xdotool click 1; sleep 0.3
    at "$mid_c" "$mid_r"; xdotool click 3; sleep 0.6
    shot edit-menu.png
    stop
fi

# The dynamics scenes, in a taller terminal: the recipes are laid out for a phone, taller than
# wide, and scaled to fit. A key goes to the window under the pointer (X's focus follows it
# without a window manager), which restarts a scene for the moment to catch.
if want scenes; then
    cols=72 rows=30
    mid_c=$((cols / 2)) mid_r=$((rows / 2))
    press() { at "$mid_c" "$mid_r"; xdotool key "$1"; }

    # Gravity: the square a quarter of a second into its fall.
    start xterm-256color truecolor --scene gravity
    press r; sleep 0.3
    shot scene-gravity.png
    stop
    # Collision: the two squares at rest, stacked on the bottom edge.
    start xterm-256color truecolor --scene collision
    sleep 1.5
    shot scene-collision.png
    stop
    # Collision without colour (NO_COLOR): the squares in glyphs of their own, told apart.
    start xterm-256color "" --scene collision --no-color
    sleep 1.5
    shot scene-collision-no-colour.png
    stop
    # Boundary: the squares on the invisible line, turning red, fading and swelling.
    start xterm-256color truecolor --scene boundary
    press r; sleep 1.4
    shot scene-boundary.png
    stop
    # Throw: the placard flung to the right, in flight.
    start xterm-256color truecolor --scene throw
    at "$mid_c" "$mid_r"; xdotool mousedown 1; sleep 0.35
    for step in $(seq 1 6); do at $((mid_c + step * 3)) $((mid_r - step)); sleep 0.02; done
    xdotool mouseup 1; sleep 0.12
    shot scene-throw.png
    stop
fi

# The inspector during a slow bounce, at 80×24: the panel beside the scene, model and
# presentation side by side, the keyframe segment, the touch log.
if want inspector; then
    cols=80 rows=24 mid_c=17 mid_r=12
    start xterm-256color truecolor --inspect --slow --no-hint
    at "$mid_c" "$mid_r"; xdotool mousedown 1; sleep 3.5
    for step in $(seq 1 8); do at $((mid_c + step)) $((mid_r + step / 2)); sleep 0.05; done
    sleep 0.5
    xdotool mouseup 1; sleep 2.5
    shot inspector.png
    stop

    # The inspector in a dynamics scene, at 80×24: the red square held by the pointer, with the
    # attachment the drag adds, the items' velocities and the contacts, nothing cut.
    start xterm-256color truecolor --scene collision --inspect --no-hint
    sleep 1.5
    at 17 20; xdotool mousedown 1; sleep 0.3
    for step in $(seq 1 6); do at $((17 - step)) $((20 - step * 2)); sleep 0.05; done
    sleep 0.6
    shot inspector-dynamics.png
    xdotool mouseup 1
    stop
fi

# A pointer as precise as a finger: xterm reports the mouse in pixels (SGR-Pixels), and the
# placard held follows it by half a cell, one pixel of its picture. Five moments, half a cell
# down each, side by side.
if want pixel-drag; then
    cols=80 rows=24
    start xterm-256color truecolor --no-hint
    half=$((cell_h / 2000))
    xdotool mousemove $((origin_x + 2 + 40 * cell_w / 1000)) $((origin_y + 2 + 12 * cell_h / 1000 + half / 2))
    xdotool mousedown 1; sleep 0.6
    frames=()
    for step in 0 1 2 3 4; do
        xdotool mousemove $((origin_x + 2 + 40 * cell_w / 1000)) $((origin_y + 2 + 12 * cell_h / 1000 + half / 2 + step * half))
        sleep 0.4
        import -window "$window" -crop 300x200+250+140 +repage "$out/.half-$step.png"
        frames+=("$out/.half-$step.png")
    done
    xdotool mouseup 1
    convert "${frames[@]}" +append "$out/pixel-drag.png"
    rm -f "${frames[@]}"
    echo "screenshots: $out/pixel-drag.png"
    stop
fi

# Touches (scene 6), at 80×24: a finger pinned on the ordinary tile with the right button (◎),
# and an Alt-drag pinching and turning the multi-touch tile (two rings, ○), caught mid-gesture.
if want touches; then
    cols=80 rows=24
    start xterm-256color truecolor --scene touches
    at 8 10; xdotool click 3; sleep 0.2
    at 45 12; xdotool keydown alt; sleep 0.1; xdotool mousedown 1; sleep 0.2
    for step in $(seq 1 6); do at $((45 + step)) $((12 + step / 2)); sleep 0.04; done
    sleep 0.4
    shot scene-touches.png
    xdotool mouseup 1; xdotool keyup alt
    stop
fi
