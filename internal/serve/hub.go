package serve

import (
	"bytes"
	"encoding/json"
	"sync"
	"time"
)

// hub passes the state's messages to every open page. A page that cannot keep up (its
// queue is full) is dropped: its browser reconnects and reloads the page whole.
type hub struct {
	mu   sync.Mutex
	subs map[chan []byte]bool
}

func newHub() *hub { return &hub{subs: map[chan []byte]bool{}} }

func (h *hub) subscribe() chan []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	ch := make(chan []byte, 512)
	h.subs[ch] = true
	return ch
}

func (h *hub) unsubscribe(ch chan []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.subs[ch] {
		delete(h.subs, ch)
		close(ch)
	}
}

// send queues the messages, each one JSON line, for every page. They are encoded
// before the lock is taken: a sheet's message is a few hundred kilobytes, and the jobs
// of every language send theirs at once.
func (h *hub) send(msgs ...message) {
	lines := make([][]byte, 0, len(msgs))
	for _, m := range msgs {
		if m.T != nil {
			t := *m.T // shared by the job's messages
			t.Sent = unixMS(time.Now())
			m.T = &t
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false) // the HTML goes as it is: shorter, and quicker to make
		if err := enc.Encode(m); err != nil {
			continue // a message of strings always encodes
		}
		lines = append(lines, bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, b := range lines {
		for ch := range h.subs {
			select {
			case ch <- b:
			default:
				delete(h.subs, ch)
				close(ch)
			}
		}
	}
}
