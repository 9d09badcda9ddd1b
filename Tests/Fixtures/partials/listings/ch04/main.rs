fn main() {
    // ANCHOR: here
    let s = "hello";
    // ANCHOR_END: here
}
