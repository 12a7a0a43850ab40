// The smallest input: an empty module.
module {
}
